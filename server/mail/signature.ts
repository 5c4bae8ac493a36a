import type { Language } from "../../core/languages.js";
import { PRACTICE_NAME } from "../../core/practice-name.js";

/**
 * How every mail is signed, booking and newsletter alike: the MAIL_SIGNATURE setting, or
 * without it the practice's name in the mail's language.
 */
export function mailSignature(lang: Language, configured?: string): string {
  return configured?.trim() || PRACTICE_NAME[lang];
}

/** "Name <address>" → its parts; a bare address is its own name. */
export function parseMailbox(v: string): { name: string; email: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(v);
  return m ? { name: m[1]!.trim() || m[2]!, email: m[2]!.trim() } : { name: v.trim(), email: v.trim() };
}

/**
 * Who a mail is from, in its reader's language: MAIL_FROM's address, with the practice's name
 * as the reader's language writes it ("Nutrición con Elena" to a Spanish client). A MAIL_FROM
 * that names someone else (not the practice in any language) is kept as it is.
 */
export function senderFor(mailFrom: string, lang?: Language): { name: string; address: string } {
  const { name, email } = parseMailbox(mailFrom);
  const practice = name === email || Object.values(PRACTICE_NAME).includes(name);
  return { name: lang && practice ? PRACTICE_NAME[lang] : name, address: email };
}
