import crypto from "node:crypto";
import type { Database } from "../db/database.js";
import { siteSecret } from "../db/site-secrets.js";

/**
 * OWASP's "device cookies": a browser that has logged in to an account receives a cookie
 * signed for that account. Its holder is exempt from the account-wide login back-off (which
 * anyone can trigger by guessing at the admin's e-mail) and has a back-off of its own.
 * Value: `<nonce>.<HMAC(key, email + nonce)>`; the nonce names the device.
 */
export const DEVICE_COOKIE = "admin_device";
const MAX_AGE_S = 180 * 24 * 3600;
const NONCE = /^[A-Za-z0-9_-]{22}$/;
const SIG = /^[A-Za-z0-9_-]{43}$/;

export interface DeviceCookies {
  /** A new cookie value for a browser that has just logged in as `email`. */
  issue(email: string): Promise<string>;
  /** The device's id when `value` was signed for `email`; null for anything else. */
  verify(email: string, value: string | undefined): Promise<string | null>;
  /** The Set-Cookie header for `value`: sent back only to the login call, never to scripts or other sites. */
  header(value: string): string;
}

export function deviceCookies(db: Database, opts: { loginPath: string; secure: boolean }): DeviceCookies {
  let key: Promise<Buffer> | null = null;
  const getKey = () =>
    (key ??= siteSecret(db, "device-cookie").catch((e) => {
      key = null;
      throw e;
    }));
  const sign = async (email: string, nonce: string) =>
    crypto
      .createHmac("sha256", await getKey())
      .update(`${email.trim().toLowerCase()}\n${nonce}`)
      .digest("base64url");

  return {
    async issue(email) {
      const nonce = crypto.randomBytes(16).toString("base64url");
      return `${nonce}.${await sign(email, nonce)}`;
    },
    async verify(email, value) {
      const [nonce, sig, extra] = (value ?? "").split(".");
      if (extra !== undefined || !nonce || !sig || !NONCE.test(nonce) || !SIG.test(sig)) return null;
      const expected = Buffer.from(await sign(email, nonce));
      return crypto.timingSafeEqual(expected, Buffer.from(sig)) ? nonce : null;
    },
    header(value) {
      return `${DEVICE_COOKIE}=${value}; Path=${opts.loginPath}; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Strict${opts.secure ? "; Secure" : ""}`;
    },
  };
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
