import crypto from "node:crypto";
import type { Stats } from "node:fs";
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

/**
 * A file of a folder, or null: the entry is gone (deleted since the folder was read), is not a
 * regular file, or is a symlink that does not resolve to a file directly in the same folder.
 * Uploads are always written as regular files; a symlink is someone's hand, and one that
 * leaves the folder would serve any file of the machine. Answers the real path and its stat.
 */
async function fileInFolder(dir: string, name: string): Promise<{ file: string; stat: Stats } | null> {
  const file = path.join(dir, name);
  try {
    const stat = await fs.lstat(file);
    if (stat.isFile()) return { file, stat };
    if (!stat.isSymbolicLink()) return null;
    const [real, realDir] = await Promise.all([fs.realpath(file), fs.realpath(dir)]);
    if (path.dirname(real) !== realDir) return null;
    const target = await fs.lstat(real);
    return target.isFile() ? { file: real, stat: target } : null;
  } catch {
    // Gone, dangling, a loop or unreadable: not a file of this folder. One such entry must
    // not fail the whole listing.
    return null;
  }
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
      // Write a temporary file of this write's own, then rename it over the name: a reader
      // never sees half a file, and parallel writes of one name leave one of them whole.
      const tmp = `${file}.${process.pid}.${crypto.randomBytes(8).toString("hex")}.tmp`;
      try {
        const handle = await fs.open(tmp, "wx");
        try {
          await handle.writeFile(data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(tmp, file);
      } catch (e) {
        await fs.rm(tmp, { force: true });
        throw e;
      }
    },
    async get(key) {
      const found = await fileInFolder(path.dirname(full(key)), path.basename(key));
      if (!found) return null;
      try {
        return await fs.readFile(found.file);
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
      for (const name of names.filter((n) => !n.endsWith(".tmp") && SAFE_KEY.test(`${prefix}/${n}`))) {
        const found = await fileInFolder(dir, name);
        if (found) out.push({ key: `${prefix}/${name}`, size: found.stat.size, modified: found.stat.mtime.toISOString() });
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
    return entries
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw e;
  }
}
