import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KEY_FILE, healthCipher, loadDataKey, parseDataKey } from "./health-crypto.js";
import { loadConfig } from "../config.js";

describe("the health data cipher", () => {
  const key = crypto.randomBytes(32);

  it("reads back what it sealed, with a fresh nonce each time, and refuses a changed text or another key", () => {
    const c = healthCipher(() => key);
    const a = c.seal("Coeliac disease");
    const b = c.seal("Coeliac disease");
    expect(a).not.toBe(b);
    expect(a).not.toContain("Coeliac");
    expect(c.open(a)).toBe("Coeliac disease");
    const raw = Buffer.from(a.slice(3), "base64");
    raw[raw.length - 1]! ^= 1;
    expect(() => c.open(`v1:${raw.toString("base64")}`)).toThrow();
    expect(() => healthCipher(() => crypto.randomBytes(32)).open(a)).toThrow();
    expect(() => c.open("Coeliac disease")).toThrow();
  });

  it("takes the setting's key as base64 or hex, and refuses anything else at start", () => {
    expect(parseDataKey(key.toString("base64"))).toEqual(key);
    expect(parseDataKey(key.toString("hex"))).toEqual(key);
    expect(parseDataKey("too short")).toBeUndefined();
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: "not a key" })).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(loadConfig({ DATA_ENCRYPTION_KEY: key.toString("base64") }).DATA_ENCRYPTION_KEY).toBe(key.toString("base64"));
  });

  it("without a setting makes a key file once in the data folder, readable by its owner only, and keeps using it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "key-test-"));
    try {
      const first = loadDataKey(undefined, dir);
      const file = path.join(dir, KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadDataKey(undefined, dir)).toEqual(first);
      expect(loadDataKey(key.toString("hex"), dir)).toEqual(key);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
