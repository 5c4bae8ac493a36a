import type { Language } from "../../core/languages.js";
import { composeMail, siteUrl, type ComposedMail } from "../mail/compose.js";
import { CONFIRM_MAIL, WELCOME_MAIL } from "../../core/i18n/messages/newsletters.js";
import { withPracticeName } from "../../core/practice-name.js";
import type { Signer } from "../mail/signature.js";

/** The unsubscribe link of one subscriber; every newsletter mail carries it. */
export function unsubscribeUrl(publicUrl: string, base: string, token: string): string {
  return siteUrl(publicUrl, `${base}/api/v1/subscribers/unsubscribe?token=${encodeURIComponent(token)}`);
}

export function welcomeMail(opts: Signer & { lang: Language; email: string; publicUrl: string; unsubscribeUrl: string }): ComposedMail {
  const t = WELCOME_MAIL[opts.lang];
  return composeMail({
    lang: opts.lang,
    subject: withPracticeName(t.subject, opts.practice[opts.lang]),
    paragraphs: t.paragraphs,
    // The posts in the reader's language: the list's address says which.
    action: { label: t.action, url: siteUrl(opts.publicUrl, `/blogs?lang=${opts.lang}`) },
    footer: t.footer.replace("{email}", opts.email),
    unsubscribeUrl: opts.unsubscribeUrl,
    practice: opts.practice,
    signature: opts.signature,
  });
}

/**
 * The site's page the confirmation mail links to, in the sign-up language: it asks, and its
 * button confirms through the API (POST {base}/api/v1/subscribers/confirm, which other
 * clients and earlier mails' links still use).
 */
export function confirmUrl(publicUrl: string, token: string, lang: Language): string {
  return siteUrl(publicUrl, `/newsletter-confirm?token=${encodeURIComponent(token)}&lang=${lang}`);
}

/** Double opt-in: the first mail a sign-up gets; only its link puts the address on the list. */
export function confirmationMail(opts: Signer & { lang: Language; email: string; confirmUrl: string; unsubscribeUrl: string }): ComposedMail {
  const t = CONFIRM_MAIL[opts.lang];
  return composeMail({
    lang: opts.lang,
    subject: withPracticeName(t.subject, opts.practice[opts.lang]),
    paragraphs: t.paragraphs.map((p) => p.replace("{email}", opts.email)),
    action: { label: t.action, url: opts.confirmUrl },
    footer: t.footer.replace("{email}", opts.email),
    unsubscribeUrl: opts.unsubscribeUrl,
    practice: opts.practice,
    signature: opts.signature,
  });
}
