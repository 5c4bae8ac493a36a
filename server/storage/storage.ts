import fs from "node:fs/promises";
import path from "node:path";

/** Where uploaded files live. Keys are flat names chosen by the server, never by the uploader. */
export interface Storage {
  /** "local" or "s3", for logs and the readiness answer. */
  readonly driver: string;
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The files directly inside one folder (prefix has no trailing slash). */
  list(prefix: string): Promise<StoredFile[]>;
  /** Throws when the storage cannot be used right now (readiness checks). */
  check(): Promise<void>;
}

export interface StoredFile {
  key: string;
  size: number;
  modified: string;
  /** Hex MD5 of the content when the driver knows it without reading the file. */
  md5?: string;
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
    driver: "local",
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
      const out: StoredFile[] = [];
      for (const name of names.filter((n) => !n.endsWith(".tmp"))) {
        const st = await fs.stat(path.join(dir, name));
        if (st.isFile()) out.push({ key: `${prefix}/${name}`, size: st.size, modified: st.mtime.toISOString() });
      }
      return out;
    },
    async check() {
      // Writable, not just present: an upload would fail on a read-only mount.
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}

/** The folders of a local storage root, for copying all of it elsewhere. */
export async function localFolders(root: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(root, { withFileTypes: true });
    return entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw e;
  }
}
