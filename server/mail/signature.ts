import type { Language } from "../../core/languages.js";
import { PRACTICE_NAME } from "../../core/practice-name.js";

/**
 * How every mail is signed, booking and newsletter alike: the MAIL_SIGNATURE setting, or
 * without it the practice's name in the mail's language.
 */
export function mailSignature(lang: Language, configured?: string): string {
  return configured?.trim() || PRACTICE_NAME[lang];
}
