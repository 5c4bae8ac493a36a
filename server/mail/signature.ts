import type { Language } from "../../core/languages.js";
import type { PracticeNames } from "../../core/practice-name.js";

/** Who signs a mail: the practice's names from its identity, and the MAIL_SIGNATURE setting. */
export interface Signer {
  practice: PracticeNames;
  /** MAIL_SIGNATURE: a signature of her choosing, the same in every language. */
  signature?: string;
}

/**
 * How every mail is signed, booking and newsletter alike: the MAIL_SIGNATURE setting, or
 * without it the practice's name in the mail's language.
 */
export function mailSignature(lang: Language, signer: Signer): string {
  return signer.signature?.trim() || signer.practice[lang];
}

/** "Name <address>" → its parts; a bare address is its own name. */
export function parseMailbox(v: string): { name: string; email: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(v);
  return m ? { name: m[1]!.trim() || m[2]!, email: m[2]!.trim() } : { name: v.trim(), email: v.trim() };
}

/**
 * Who a mail is from: MAIL_FROM's address, named as the practice is in the reader's language
 * ("Nutrición con Elena" to a Spanish client, from its identity). MAIL_FROM's own name is used
 * only when the practice has no name.
 */
export function senderFor(mailFrom: string, practiceName?: string): { name: string; address: string } {
  const { name, email } = parseMailbox(mailFrom);
  return { name: practiceName?.trim() || name, address: email };
}
