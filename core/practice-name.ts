import type { Language } from "./languages.js";

/**
 * The practice's name in each language: the pages' header and titles, mails, structured
 * data, feeds and the sender's default name all read it from here, so a new name is one edit.
 */
export const PRACTICE_NAME: Record<Language, string> = { en: "Nutrition with Elena", es: "Nutrición con Elena", gr: "Διατροφή με την Έλενα" };
