import path from "node:path";
import type { Config } from "../config.js";
import { localStorage, type Storage } from "./storage.js";
import { s3Storage } from "./s3-storage.js";

/** The local folder's place, whichever driver is chosen: the migration command reads it. */
export const localStorageRoot = (config: Config) => path.join(config.dataDir, "files");

export function createStorage(config: Config): Storage {
  return config.storage.driver === "s3" ? s3Storage(config.storage) : localStorage(localStorageRoot(config));
}
