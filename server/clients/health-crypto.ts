// Health data (questionnaire answers, session notes) is stored encrypted: AES-256-GCM with a
// key that is never in the database (docs/decisions/030). The key is DATA_ENCRYPTION_KEY, or,
// without it, a key file made once in DATA_DIR, to be backed up apart from the database.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const KEY_FILE = "data-encryption.key";
const VERSION = "v1";

/** 32 bytes from base64 or 64 hexadecimal digits; undefined if the text is neither. */
export function parseDataKey(text: string): Buffer | undefined {
  const v = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) {
    const key = Buffer.from(v, v.includes("-") || v.includes("_") ? "base64url" : "base64");
    if (key.length === 32) return key;
  }
  return undefined;
}

/**
 * The setting's key, or the key file's, made at the first need (mode 0600). Two processes
 * starting together agree: the file is created exclusively and the loser reads the winner's.
 */
export function loadDataKey(setting: string | undefined, dataDir: string): Buffer {
  if (setting) {
    const key = parseDataKey(setting);
    if (!key) throw new Error("DATA_ENCRYPTION_KEY must be 32 bytes, as base64 or 64 hexadecimal digits");
    return key;
  }
  const file = path.join(dataDir, KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString("base64") + "\n", { flag: "wx", mode: 0o600 });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
  }
  const key = parseDataKey(fs.readFileSync(file, "utf8"));
  if (!key) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}

export interface HealthCipher {
  seal(plain: string): string;
  open(sealed: string): string;
  /** Files (a delivered plan): nonce | tag | ciphertext, as bytes. */
  sealBytes(plain: Buffer): Buffer;
  openBytes(sealed: Buffer): Buffer;
}

/** "v1:" + base64(12-byte nonce | 16-byte tag | ciphertext); a fresh nonce for every text. */
export function healthCipher(getKey: () => Buffer): HealthCipher {
  let key: Buffer | undefined;
  const k = () => (key ??= getKey());
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const c = crypto.createCipheriv("aes-256-gcm", k(), iv);
      const body = Buffer.concat([c.update(plain, "utf8"), c.final()]);
      return `${VERSION}:${Buffer.concat([iv, c.getAuthTag(), body]).toString("base64")}`;
    },
    open(sealed) {
      const [version, data] = sealed.split(":", 2);
      if (version !== VERSION || !data) throw new Error("not an encrypted value");
      const raw = Buffer.from(data, "base64");
      const d = crypto.createDecipheriv("aes-256-gcm", k(), raw.subarray(0, 12));
      d.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString("utf8");
    },
    sealBytes(plain) {
      const iv = crypto.randomBytes(12);
      const c = crypto.createCipheriv("aes-256-gcm", k(), iv);
      const body = Buffer.concat([c.update(plain), c.final()]);
      return Buffer.concat([iv, c.getAuthTag(), body]);
    },
    openBytes(raw) {
      const d = crypto.createDecipheriv("aes-256-gcm", k(), raw.subarray(0, 12));
      d.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([d.update(raw.subarray(28)), d.final()]);
    },
  };
}
