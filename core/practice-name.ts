import { LANGUAGES, type Language } from "./languages.js";

/** The identity's fields that hold the practice's name, one per language. */
export const NAME_FIELDS = { en: "name_en", es: "name_es", gr: "name_gr" } as const satisfies Record<Language, string>;
export type NameField = (typeof NAME_FIELDS)[Language];

export type PracticeNames = Record<Language, string>;

/**
 * The practice's name in each language, from its identity (the pages' header and titles, mails,
 * structured data, feeds, PDFs and the sender's name all read it). A language she left empty
 * takes another's (English, Spanish, Greek in that order), then her legal name: a site never
 * shows someone else's name, and shows none when she has given none.
 */
export function practiceNames(identity: Partial<Record<NameField | "legal_name", string>>): PracticeNames {
  const given = LANGUAGES.map((l) => identity[NAME_FIELDS[l]]?.trim() ?? "");
  const fallback = given.find(Boolean) ?? identity.legal_name?.trim() ?? "";
  return Object.fromEntries(LANGUAGES.map((l, i) => [l, given[i] || fallback])) as PracticeNames;
}

/** A text's `{name}` filled with the practice's name. */
export const withPracticeName = (text: string, name: string) => text.replaceAll("{name}", name);
