import fs from "node:fs/promises";
import path from "node:path";

/** Where uploaded files live. Keys are flat names chosen by the server, never by the uploader. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  list(prefix: string): Promise<{ key: string; size: number; modified: string }[]>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[A-Za-z0-9._-]+$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe storage key: ${key}`);
}

export function localStorage(root: string): Storage {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(full(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
    async list(prefix) {
      const dir = path.join(root, prefix);
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return [];
      }
      const out = [];
      for (const name of names.filter((n) => !n.endsWith(".tmp"))) {
        const st = await fs.stat(path.join(dir, name));
        if (st.isFile()) out.push({ key: `${prefix}/${name}`, size: st.size, modified: st.mtime.toISOString() });
      }
      return out;
    },
  };
}
