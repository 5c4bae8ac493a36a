import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig, type Config } from "../config.js";

/**
 * The folder holding package.json. Found by walking up rather than by a fixed "../..": this
 * file runs from server/cli/ as source and from build/ once compiled into build/main.js.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return from;
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The same settings the server reads (.env beside package.json, real variables win). */
export function loadCliConfig(): Config {
  const envFile = path.join(projectRoot, ".env");
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
}

export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}
