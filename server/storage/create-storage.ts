import path from "node:path";
import type { Config } from "../config.js";
import type { StorageSettings } from "./storage-config.js";
import { localStorage, type Storage } from "./storage.js";

/** The local folder's place, whichever driver is chosen: the migration command reads it. */
export const localStorageRoot = (config: Config) => path.join(config.dataDir, "files");

export function createStorage(config: Config): Storage {
  return config.storage.driver === "s3" ? lazyS3(config.storage) : localStorage(localStorageRoot(config));
}

/**
 * The S3 driver, loaded on its first call: the AWS SDK costs about 4 MiB of heap and 20 MiB of
 * resident memory, which a site on local files should not carry.
 */
function lazyS3(settings: Extract<StorageSettings, { driver: "s3" }>): Storage {
  let loaded: Promise<Storage> | undefined;
  const s3 = () => (loaded ??= import("./s3-storage.js").then((m) => m.s3Storage(settings)));
  return {
    driver: "s3",
    put: async (key, data) => (await s3()).put(key, data),
    get: async (key) => (await s3()).get(key),
    delete: async (key) => (await s3()).delete(key),
    list: async (prefix) => (await s3()).list(prefix),
    check: async () => (await s3()).check(),
  };
}
