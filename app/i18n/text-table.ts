import type { Language } from "../../core/languages";

/** The shape of every text file under app/i18n: key → the text in each language. */
export type TextTable = Record<string, Record<Language, string>>;
