// Field rules as plain functions: the one place a form field's rule is written, for the
// pages and the API alike. A public page checks its form with these and ships no zod (about
// 23 KB, and it probes eval, which the CSP refuses); the API's zod schemas are built from
// the same functions (core/schemas/common.ts, `fromRule`). A rule answers the cleaned value,
// or the key of its message in core/i18n/api-messages.ts.

export type Checked<T> = { ok: true; value: T } | { ok: false; key: string };
export type Rule<T> = (input: unknown) => Checked<T>;

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (key: string): Checked<never> => ({ ok: false, key });

// What a text field may hold. Control characters let a value write lines of its own wherever
// it is copied (mail headers, calendar files, logs, CSV); bidi overrides make it read
// differently from what it is. Single-line fields refuse all of them. Multi-line fields keep
// line breaks (browsers send them as CRLF; stored as LF) and tabs, and refuse the rest.
// Checked before trimming, so a stray character at either end is refused too, not hidden.
export const NOT_IN_LINE = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;
export const NOT_IN_TEXT = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/** The address check zod's `.email()` applies (its default pattern), kept here so a page need not load zod. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX = 254;

/** A required single-line text, trimmed; `missing` is the key for an absent, non-text or blank value. */
export function requiredLine(max: number, missing = "required"): Rule<string> {
  return (v) => {
    if (typeof v !== "string") return fail(missing);
    if (NOT_IN_LINE.test(v)) return fail("control_characters");
    const t = v.trim();
    if (!t) return fail(missing);
    return t.length > max ? fail("too_long") : ok(t);
  };
}

/** An optional multi-line text: absent is empty; CRLF becomes LF; trimmed. */
export function optionalText(max: number, tooLong = "too_long"): Rule<string> {
  return (v) => {
    if (v === undefined || v === null) return ok("");
    if (typeof v !== "string") return fail("invalid");
    const t = v.replace(/\r\n?/g, "\n");
    if (NOT_IN_TEXT.test(t)) return fail("text_control_characters");
    const trimmed = t.trim();
    return trimmed.length > max ? fail(tooLong) : ok(trimmed);
  };
}

/** A required email address, trimmed and lower-cased. */
export const requiredEmail: Rule<string> = (v) => {
  if (v === undefined || v === null) return fail("required");
  const line = requiredLine(EMAIL_MAX)(v);
  if (!line.ok) return typeof v === "string" ? line : fail("invalid");
  const address = line.value.toLowerCase();
  return EMAIL_PATTERN.test(address) ? ok(address) : fail("invalid_email");
};

/**
 * A whole number from JSON, or from text of plain decimal digits (Number() would also read
 * "0x10" as 16 and "1e3" as 1000). Blank text counts as missing.
 */
export function integerIn(min: number, max: number): Rule<number> {
  return (v) => {
    const n = typeof v === "string" ? (v.trim() === "" ? undefined : /^-?[0-9]+$/.test(v.trim()) ? Number(v.trim()) : v) : v;
    if (n === undefined) return fail("required");
    if (typeof n !== "number" || !Number.isInteger(n)) return fail("invalid_integer");
    return n < min || n > max ? fail("invalid") : ok(n);
  };
}

/** An optional value that, when present, is one of `values`. */
export function optionalOneOf<T extends string>(values: readonly T[], key: string): Rule<T | undefined> {
  return (v) => (v === undefined ? ok(undefined) : (values as readonly unknown[]).includes(v) ? ok(v as T) : fail(key));
}

export const optionalBoolean: Rule<boolean | undefined> = (v) => (v === undefined || typeof v === "boolean" ? ok(v) : fail("invalid"));

export type Rules = Record<string, Rule<unknown>>;
export type RulesOutput<R extends Rules> = { [K in keyof R]: R[K] extends Rule<infer T> ? T : never };
export type CheckResult<R extends Rules> = { success: true; data: RulesOutput<R> } | { success: false; fields: Record<string, string[]> };

/** Every rule of a form over one payload: the cleaned values, or each failing field's message key. */
export function checkFields<R extends Rules>(rules: R, input: unknown): CheckResult<R> {
  const source = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  const fields: Record<string, string[]> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const r = rule(source[name]);
    if (r.ok) data[name] = r.value;
    else fields[name] = [r.key];
  }
  return Object.keys(fields).length ? { success: false, fields } : { success: true, data: data as RulesOutput<R> };
}
