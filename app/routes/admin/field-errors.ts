import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { AdminKey } from "../../i18n";

/**
 * The admin's forms check what they are about to send with the very zod schema the API route
 * parses it with (core/schemas/), and show each refused field's message beside it, in her
 * language. The server stays the authority: what passes here and fails there still shows the
 * server's answer, as before.
 */

/** The part of a zod issue read here (zod's own English message never reaches the screen). */
interface Issue {
  path: PropertyKey[];
  /** The schema's message: a key of core/i18n/api-messages.ts, such as "required" or "too_long". */
  message: string;
  maximum?: unknown;
}

/** Any zod schema: only its safeParse is used, so a screen's bundle gains no more of zod than the schema brings. */
export interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/**
 * What a field says when the schema refuses it, by the API's field name: the names of the
 * issue's path without its positions (`days.name` for days.2.name), else the last of them
 * (`title` for service_plans.1.title). One text whatever the rule, or one per message key of
 * the schema with `other` for the rest. A field with no text of its own gets the general text
 * of the key.
 */
export type FieldTexts = Record<string, AdminKey | (Partial<Record<string, AdminKey>> & { other?: AdminKey })>;

/** The general texts of the schemas' message keys (core/schemas/common.ts). */
const GENERAL: Record<string, AdminKey> = {
  required: "admin.form.required",
  too_long: "admin.form.tooLong",
  control_characters: "admin.form.lineCharacters",
  text_control_characters: "admin.form.textCharacters",
  invalid_url: "admin.form.link",
  invalid_integer: "admin.form.wholeNumber",
};

/** Wrong fields, by the form's name for each (the id of its input), with the message to show. */
export type FieldErrors = Record<string, string>;

type Translate = (key: AdminKey, vars?: Record<string, string | number>) => string;

/**
 * Checks `value` with `schema` and answers the message of each refused field, the first issue
 * of a field winning. `place` names the form's input for an issue's path; an issue it does not
 * place (a part the form has no field for) is left to the server.
 */
export function fieldErrors(
  schema: Schema,
  value: unknown,
  { place, texts = {}, t }: { place: (path: PropertyKey[]) => string | null; texts?: FieldTexts; t: Translate },
): FieldErrors {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const name = place(issue.path);
    if (name === null || name in errors) continue;
    const names = issue.path.filter((p): p is string => typeof p === "string");
    const own = texts[names.join(".")] ?? texts[names[names.length - 1] ?? ""];
    const key = typeof own === "string" ? own : (own?.[issue.message] ?? own?.other ?? GENERAL[issue.message] ?? "admin.form.invalid");
    const max = typeof issue.maximum === "number" || typeof issue.maximum === "bigint" ? Number(issue.maximum) : null;
    // "Shorten it to {max} characters" needs the limit; without one the general text says less.
    errors[name] = key === "admin.form.tooLong" && max === null ? t("admin.form.invalid") : t(key, max === null ? {} : { max });
  }
  return errors;
}

/** The props that tie an input to its message: aria-invalid, aria-describedby and a recheck on blur. */
export interface FieldProps {
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  onBlur: () => void;
}

/** What a form hands the parts it is built of, to tie their inputs to their messages. */
export interface FieldCheck {
  field: (name: string, hint?: string) => FieldProps;
  message: (name: string) => string | undefined;
}

/** The id of a field's message, named after its input's id. */
export const errorId = (name: string) => `${name}-error`;

/**
 * A form's field errors: `check()` on submit runs `validate` (usually `fieldErrors` on what
 * would be sent), shows every message and moves focus to the first wrong field in the page's
 * order; it answers whether the form may be sent. Leaving a field already marked wrong checks
 * it again, so its message goes as soon as it is fixed.
 */
export function useFieldErrors(validate: () => FieldErrors): FieldCheck & { form: RefObject<HTMLFormElement | null>; check: () => boolean } {
  const form = useRef<HTMLFormElement | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Bumped by a refused check: once its messages are on screen, focus goes to the first of its fields.
  const [refused, setRefused] = useState(0);
  const toFocus = useRef<FieldErrors>({});
  // The latest validate, so a blur reads the values typed since the last render's closure.
  const latest = useRef(validate);
  latest.current = validate;

  useEffect(() => {
    const wrong = toFocus.current;
    const first = Array.from(form.current?.elements ?? []).find((el) => el.id !== "" && el.id in wrong);
    if (first instanceof HTMLElement) first.focus();
  }, [refused]);

  const check = useCallback(() => {
    const found = latest.current();
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    toFocus.current = found;
    setRefused((n) => n + 1);
    return false;
  }, []);

  const recheck = useCallback(
    (name: string) =>
      setErrors((shown) => {
        if (!(name in shown)) return shown;
        const now = latest.current()[name];
        const next = { ...shown };
        if (now === undefined) delete next[name];
        else next[name] = now;
        return next;
      }),
    [],
  );

  const field = (name: string, hint?: string): FieldProps => ({
    "aria-invalid": name in errors ? true : undefined,
    "aria-describedby": [hint, name in errors ? errorId(name) : undefined].filter(Boolean).join(" ") || undefined,
    onBlur: () => recheck(name),
  });

  return { form, check, field, message: (name) => errors[name] };
}
