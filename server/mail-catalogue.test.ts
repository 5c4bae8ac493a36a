import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../core/languages.js";
import { MAIL_KINDS } from "../core/mail-kinds.js";
import { MAIL_CATALOGUE } from "./mail-catalogue.js";

/** The paths in a table of texts where a language's text is missing or empty. */
function gaps(table: unknown, path: string): string[] {
  if (typeof table === "string") return table.trim() ? [] : [path];
  if (Array.isArray(table)) return table.flatMap((v, i) => gaps(v, `${path}[${i}]`));
  if (typeof table !== "object" || table === null) return [path];
  const entry = table as Record<string, unknown>;
  // A text in every language: { en, es, gr }, each a string or a group of strings.
  if (LANGUAGES.some((lang) => lang in entry)) return LANGUAGES.flatMap((lang) => (lang in entry ? gaps(entry[lang], `${path}.${lang}`) : [`${path}.${lang}`]));
  return Object.entries(entry).flatMap(([key, v]) => gaps(v, `${path}.${key}`));
}

describe("the catalogue of mails", () => {
  it("declares every kind the outbox accepts, with a builder", () => {
    const unbuilt = MAIL_KINDS.filter((kind) => !MAIL_CATALOGUE[kind]?.builders.length);
    expect(unbuilt).toEqual([]);
  });

  it("has every text of every kind in en, es and gr", () => {
    const missing = MAIL_KINDS.flatMap((kind) => MAIL_CATALOGUE[kind].texts.flatMap((table, i) => gaps(table, `${kind}#${i}`)));
    expect(missing).toEqual([]);
  });
});
