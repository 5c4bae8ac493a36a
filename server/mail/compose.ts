/**
 * The one composer: every mail of the site is rendered here, so they all read alike and are
 * safe. A builder (server/<area>/mails.ts, listed by kind in server/mail-catalogue.ts) only
 * describes what its mail says; this file writes the greeting, the signature, the line to her
 * page, the layout and the plain-text part. The one exception is a newsletter's copy, whose
 * content blocks make a page of their own: server/newsletters/mail-html.ts renders it, with the
 * same signature and unsubscribe words. Three forms:
 *
 *   composeMail({                               // a mail with an HTML part (newsletter sign-ups,
 *     lang: "es",                               //   message notices): the recipient's language
 *     subject: "Tu reserva",                    // plain text
 *     paragraphs: ["…"],                        // plain text; each is a paragraph (line breaks kept)
 *     action: { label: "Ver reserva", url },    // optional: one button, an absolute http(s) URL
 *     footer: "…",                              // optional: small print below the signature
 *     unsubscribeUrl,                           // optional, newsletter mails only: a link in the
 *                                               //   footer and the RFC 8058 one-click headers
 *     practice, signature,                      // the practice's names (its identity) and MAIL_SIGNATURE
 *   });
 *
 *   composeLetter({                             // a plain-text letter to a client (her bookings,
 *     lang, subject, paragraphs,                //   refunds, bundles, her record's mails)
 *     greet: "Ana López",                       // "Hello Ana,"; null: "Hello," (no name)
 *     myBookings: publicUrl,                    // optional: the line that leads to /my-bookings
 *     practice, signature,                      // signed "Kind regards,\n<signature>"
 *   });
 *
 *   composeNotice(head, lines);                 // her short notice, in English: the headline is
 *                                               //   the subject and the text's first line
 *
 * The builder adds the recipient (`to`, `replyTo`, attachments) and its caller queues it with
 * its kind (server/outbox/mail-queue.ts): `await queue(trx, [{ kind, mail }])` inside the
 * change's transaction.
 *
 * The HTML is simple and accessible (language set, one column, real text, a link that reads
 * well out of context). Every value is treated as plain text and escaped in the HTML, so a
 * visitor's name or message can never add markup; subjects are single lines. siteUrl() builds
 * absolute links from PUBLIC_URL.
 */
import { mailSignature, type Signer } from "./signature.js";
import { htmlLang, type Language } from "../../core/languages.js";
import { letterTexts } from "../../core/i18n/messages/mail-letter.js";

export interface MailContent extends Signer {
  lang: Language;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  unsubscribeUrl?: string;
}

export interface ComposedMail {
  /** The reader's language, which the sender's name follows. */
  language: Language;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export const UNSUBSCRIBE: Record<Language, { lead: string; label: string }> = {
  en: { lead: "Don't want these emails any more?", label: "Unsubscribe from the newsletter" },
  es: { lead: "¿No quieres recibir más estos correos?", label: "Darse de baja del boletín" },
  gr: { lead: "Δεν θέλετε πλέον αυτά τα email;", label: "Διαγραφή από το ενημερωτικό δελτίο" },
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Links in mails must be absolute http(s): anything else is a programming error, not content. */
function checkedUrl(url: string): string {
  if (!/^https?:\/\/[^\s<>"]+$/i.test(url)) throw new Error(`mail link must be an absolute http(s) URL: ${url}`);
  return url;
}

/** Subjects are single lines: a newline from user input must never start a new header. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();

const htmlText = (s: string) => escapeHtml(s).replace(/\r?\n/g, "<br>");

export function composeMail(content: MailContent): ComposedMail {
  const { lang, paragraphs, action, footer, unsubscribeUrl } = content;
  const subject = oneLine(content.subject);
  const site = content.practice[lang];
  const signed = mailSignature(lang, content);
  const unsub = unsubscribeUrl ? { ...UNSUBSCRIBE[lang], url: checkedUrl(unsubscribeUrl) } : undefined;

  const text =
    [
      ...paragraphs,
      ...(action ? [`${action.label}: ${checkedUrl(action.url)}`] : []),
      `— ${signed}`,
      ...(footer || unsub ? ["--"] : []),
      ...(footer ? [footer] : []),
      ...(unsub ? [`${unsub.lead} ${unsub.label}: ${unsub.url}`] : []),
    ].join("\n\n") + "\n";

  const p = (s: string, style = "") => `<p style="margin:0 0 16px;${style}">${htmlText(s)}</p>`;
  const html = [
    "<!doctype html>",
    `<html lang="${htmlLang(lang)}" dir="ltr">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f6f3;">',
    `<div role="article" aria-label="${escapeHtml(subject)}" lang="${htmlLang(lang)}" style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:#1f2a1f;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;">`,
    ...(site ? [`<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#2f5d3a;">${escapeHtml(site)}</p>`] : []),
    ...paragraphs.map((s) => p(s)),
    ...(action
      ? [
          `<p style="margin:24px 0;"><a href="${escapeHtml(checkedUrl(action.url))}" style="display:inline-block;padding:12px 20px;background:#2f5d3a;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(action.label)}</a></p>`,
        ]
      : []),
    p(`— ${signed}`),
    ...(footer || unsub ? ['<hr style="border:0;border-top:1px solid #d5ddd5;margin:24px 0;">'] : []),
    ...(footer ? [p(footer, "font-size:14px;color:#4a5a4a;")] : []),
    ...(unsub
      ? [
          `<p style="margin:0 0 16px;font-size:14px;color:#4a5a4a;">${escapeHtml(unsub.lead)} <a href="${escapeHtml(unsub.url)}" style="color:#2f5d3a;">${escapeHtml(unsub.label)}</a></p>`,
        ]
      : []),
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");

  // RFC 2369 + RFC 8058: mail clients offer a one-click unsubscribe that POSTs to the URL.
  const headers: Record<string, string> = unsub ? { "List-Unsubscribe": `<${unsub.url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {};
  return { language: lang, subject, text, html, headers };
}

/** An absolute link to a path of the site (PUBLIC_URL + path; path starts with /). */
export function siteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${path}`;
}

/** A plain-text letter to a client: greeted, signed, and led to her page when it is about her bookings. */
export interface LetterContent extends Signer {
  lang: Language;
  subject: string;
  /** Her full name: the greeting takes her first name ("Hello Ana,"); null greets without a name ("Hello,"). */
  greet: string | null;
  paragraphs: string[];
  /** The site's public URL: the line leading to her page (/my-bookings), before the sign-off. */
  myBookings?: string;
}

export interface ComposedLetter {
  /** The reader's language, which the sender's name follows. */
  language: Language;
  subject: string;
  text: string;
}

/** Fills a text's {placeholders}; a value is put in as it is (no `$` patterns). */
const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/** The first name of a full name, for a greeting. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

export function composeLetter(content: LetterContent): ComposedLetter {
  const { lang, greet, myBookings } = content;
  const greeting = greet === null ? letterTexts.greeting[lang] : fill(letterTexts.greeting_named[lang], { name: firstName(greet) });
  const toHerPage = myBookings === undefined ? [] : [fill(letterTexts.my_bookings[lang], { link: siteUrl(myBookings, `/my-bookings?lang=${lang}`) })];
  const signOff = fill(letterTexts.sign_off[lang], { signature: mailSignature(lang, content) });
  return { language: lang, subject: oneLine(content.subject), text: [greeting, ...content.paragraphs, ...toHerPage, signOff].join("\n\n") + "\n" };
}

/**
 * Her notice (a booking, a payment to check, a refund to make), in English like the admin area:
 * the headline is the subject and the first line; `lines` follow a blank line, as they are.
 */
export function composeNotice(head: string, lines: string[]): { subject: string; text: string } {
  return { subject: oneLine(head), text: [head, "", ...lines].join("\n") + "\n" };
}
