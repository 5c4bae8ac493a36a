import { randomBytes } from "node:crypto";
import type { BlogContent, ListItem } from "../../core/blocks.js";
import { htmlLang, type Language } from "../../core/languages.js";
import { escapeHtml, UNSUBSCRIBE } from "../mail/compose.js";
import { mailSignature, type Signer } from "../mail/signature.js";
import { stripTags } from "../http/sanitize.js";
import { NEWSLETTER_MAIL } from "../../core/i18n/messages/newsletters.js";

// A newsletter as a mail: the block document turned into table-free, one-column HTML with
// every style inline (mail clients drop <style> blocks and classes), plus a dark-mode block
// for the clients that honour one, and a plain-text part. Block texts hold inline HTML the
// server sanitised when it stored them (links, bold, italic), so they are put in as they are.

export interface NewsletterMailInput extends Signer {
  lang: Language;
  subject: string;
  preheader: string;
  content: BlogContent;
  /** Makes a site path (an uploaded image, a link to a page) absolute. */
  absolute: (url: string) => string;
  /** The newsletter's page on the site, once it has one. */
  webUrl?: string;
  /** The post it was made from, on the site: the mail links back to it. */
  postUrl?: string;
  unsubscribeUrl: string;
}

const INK = "#1f2a1f";
const GREEN = "#2f5d3a";
const MUTED = "#4a5a4a";

/** Site-relative links inside block texts become absolute: a mail has no site to resolve them against. */
const absoluteLinks = (html: string, absolute: (url: string) => string) => html.replace(/href="(\/[^"]*)"/g, (_m, p: string) => `href="${absolute(p)}"`);

const styledLinks = (html: string) => html.replace(/<a /g, `<a style="color:${GREEN};text-decoration:underline;" `);

/** Block text (sanitised inline HTML) to plain text. */
const plain = (html: string) =>
  stripTags(html.replace(/<br\s*\/?>/gi, "\n"))
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

function listHtml(items: ListItem[], ordered: boolean, inline: (s: string) => string): string {
  const tag = ordered ? "ol" : "ul";
  const lis = items.map((i) => `<li style="margin:0 0 8px;">${inline(i.content)}${i.items.length ? listHtml(i.items, ordered, inline) : ""}</li>`);
  return `<${tag} style="margin:0 0 16px;padding-left:24px;">${lis.join("")}</${tag}>`;
}

function listText(items: ListItem[], ordered: boolean, depth = 0): string[] {
  return items.flatMap((i, n) => [`${"  ".repeat(depth)}${ordered ? `${n + 1}.` : "-"} ${plain(i.content)}`, ...listText(i.items, ordered, depth + 1)]);
}

function blocksToHtml(input: NewsletterMailInput): string[] {
  const inline = (s: string) => styledLinks(absoluteLinks(s, input.absolute));
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:${GREEN};text-decoration:underline;">${label}</a>`;
  return input.content.blocks.map((b) => {
    switch (b.type) {
      case "paragraph":
        return `<p style="margin:0 0 16px;">${inline(b.data.text)}</p>`;
      case "header": {
        const size = b.data.level <= 2 ? 22 : 18;
        return `<h${b.data.level} style="margin:24px 0 12px;font-size:${size}px;line-height:1.3;color:${GREEN};">${inline(b.data.text)}</h${b.data.level}>`;
      }
      case "list":
        return listHtml(b.data.items, b.data.style === "ordered", inline);
      case "image": {
        const caption = b.data.caption ? `<figcaption style="font-size:14px;color:${MUTED};margin-top:6px;">${inline(b.data.caption)}</figcaption>` : "";
        const alt = escapeHtml(plain(b.data.caption));
        const src = escapeHtml(input.absolute(b.data.file.url));
        return `<figure style="margin:0 0 16px;"><img src="${src}" alt="${alt}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border:0;border-radius:6px;">${caption}</figure>`;
      }
      case "quote":
        return (
          `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${GREEN};font-style:italic;">${inline(b.data.text)}` +
          (b.data.caption ? `<br><span style="font-style:normal;font-size:14px;color:${MUTED};">— ${inline(b.data.caption)}</span>` : "") +
          "</blockquote>"
        );
      case "code":
        return `<pre style="margin:0 0 16px;padding:12px;background:#eef2ee;color:${INK};border-radius:6px;white-space:pre-wrap;font-size:14px;">${escapeHtml(b.data.code)}</pre>`;
      case "delimiter":
        return `<hr style="border:0;border-top:1px solid #d5ddd5;margin:24px 0;">`;
      case "table": {
        const rows = b.data.content.map((row, r) => {
          const cell = b.data.withHeadings && r === 0 ? "th" : "td";
          return `<tr>${row.map((c) => `<${cell} style="border:1px solid #d5ddd5;padding:6px 8px;text-align:left;">${inline(c)}</${cell}>`).join("")}</tr>`;
        });
        return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%;font-size:15px;">${rows.join("")}</table>`;
      }
      case "embed":
        // No mail client plays a frame: the embed becomes a link to its source.
        return `<p style="margin:0 0 16px;">${link(b.data.source, escapeHtml(plain(b.data.caption) || b.data.source))}</p>`;
      case "linkTool":
        return (
          `<p style="margin:0 0 16px;">${link(b.data.link, escapeHtml(b.data.meta.title || b.data.link))}` +
          (b.data.meta.description ? `<br><span style="font-size:14px;color:${MUTED};">${escapeHtml(b.data.meta.description)}</span>` : "") +
          "</p>"
        );
      default:
        return "";
    }
  });
}

/**
 * Capitals for the plain-text part's headings, by the language's rules: Greek drops its accents
 * in capitals ("Καλή όρεξη" → "ΚΑΛΗ ΟΡΕΞΗ", and "άι" → "ΑΪ" keeps the two vowels apart), which
 * the Greek locale's upper-casing does and plain toUpperCase does not.
 */
function capitals(text: string, lang: Language): string {
  return text.toLocaleUpperCase(htmlLang(lang));
}

function blocksToText(content: BlogContent, lang: Language): string[] {
  return content.blocks.flatMap((b): string[] => {
    switch (b.type) {
      case "paragraph":
        return [plain(b.data.text)];
      case "header":
        return [capitals(plain(b.data.text), lang)];
      case "list":
        return [listText(b.data.items, b.data.style === "ordered").join("\n")];
      case "image":
        return b.data.caption ? [`[${plain(b.data.caption)}]`] : [];
      case "quote":
        return [`“${plain(b.data.text)}”${b.data.caption ? ` — ${plain(b.data.caption)}` : ""}`];
      case "code":
        return [b.data.code];
      case "delimiter":
        return ["* * *"];
      case "table":
        return [b.data.content.map((row) => row.map(plain).join(" | ")).join("\n")];
      case "embed":
        return [`${plain(b.data.caption) || b.data.service}: ${b.data.source}`];
      case "linkTool":
        return [`${b.data.meta.title || b.data.link}: ${b.data.link}`];
      default:
        return [];
    }
  });
}

// Clients that support it (Apple Mail, iOS, Outlook.com) switch to these colours in dark mode;
// the others keep the inline light palette, which stays readable when they invert it.
const DARK_MODE =
  `<style>@media (prefers-color-scheme: dark){.nl-body{background:#121712 !important}.nl-card{background:#1c241c !important;color:#e6ede6 !important}` +
  `.nl-card h1,.nl-card h2,.nl-card h3,.nl-card h4,.nl-card h5,.nl-card h6,.nl-card a,.nl-brand{color:#9fd3aa !important}.nl-muted{color:#c2cdc2 !important}}</style>`;

export interface NewsletterMailParts {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export function newsletterMail(input: NewsletterMailInput): NewsletterMailParts {
  const { lang } = input;
  const t = NEWSLETTER_MAIL[lang];
  const u = UNSUBSCRIBE[lang];
  const subject = input.subject.replace(/[\r\n\t]+/g, " ").trim();
  const signed = mailSignature(lang, input);
  const unsub = escapeHtml(input.unsubscribeUrl);
  const html = [
    "<!doctype html>",
    `<html lang="${htmlLang(lang)}" dir="ltr">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">` +
      `<title>${escapeHtml(subject)}</title>${DARK_MODE}</head>`,
    `<body class="nl-body" style="margin:0;padding:0;background:#f4f6f3;">`,
    // The preheader: the line inboxes show after the subject, hidden in the mail itself.
    `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(input.preheader)}</div>`,
    `<div class="nl-card" role="article" aria-label="${escapeHtml(subject)}" lang="${htmlLang(lang)}" style="max-width:600px;margin:0 auto;padding:24px;` +
      `background:#ffffff;color:${INK};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.6;">`,
    ...(input.practice[lang]
      ? [`<p class="nl-brand" style="margin:0 0 8px;font-size:18px;font-weight:bold;color:${GREEN};">${escapeHtml(input.practice[lang])}</p>`]
      : []),
    `<h1 style="margin:0 0 24px;font-size:26px;line-height:1.25;color:${INK};">${escapeHtml(subject)}</h1>`,
    ...blocksToHtml(input),
    ...(input.postUrl
      ? [
          `<p style="margin:0 0 16px;"><a href="${escapeHtml(input.postUrl)}" style="color:${GREEN};text-decoration:underline;">${escapeHtml(t.readPost)}</a></p>`,
        ]
      : []),
    `<p style="margin:24px 0 16px;">— ${escapeHtml(signed)}</p>`,
    `<hr style="border:0;border-top:1px solid #d5ddd5;margin:24px 0;">`,
    ...(input.webUrl
      ? [
          `<p class="nl-muted" style="margin:0 0 12px;font-size:14px;color:${MUTED};"><a href="${escapeHtml(input.webUrl)}" style="color:${GREEN};">${escapeHtml(t.viewOnline)}</a></p>`,
        ]
      : []),
    `<p class="nl-muted" style="margin:0 0 12px;font-size:14px;color:${MUTED};">${escapeHtml(t.footer)}</p>`,
    `<p class="nl-muted" style="margin:0;font-size:14px;color:${MUTED};">${escapeHtml(u.lead)} <a href="${unsub}" style="color:${GREEN};">${escapeHtml(u.label)}</a></p>`,
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
  const text =
    [
      capitals(subject, input.lang),
      ...blocksToText(input.content, input.lang),
      ...(input.postUrl ? [`${t.readPost}: ${input.postUrl}`] : []),
      `— ${signed}`,
      "--",
      ...(input.webUrl ? [`${t.viewOnline}: ${input.webUrl}`] : []),
      t.footer,
      `${u.lead} ${u.label}: ${input.unsubscribeUrl}`,
    ].join("\n\n") + "\n";
  // RFC 2369 + RFC 8058: the mail client's own unsubscribe button POSTs to this address.
  const headers = { "List-Unsubscribe": `<${input.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  return { subject, html, text, headers };
}

/** The parts of a newsletter copy that belong to one reader alone. */
export interface ReaderLinks {
  unsubscribeUrl: string;
}

/** A newsletter rendered once; `fill` makes one reader's copy of it. */
export interface NewsletterTemplate {
  fill(links: ReaderLinks): NewsletterMailParts;
}

const randomToken = () => `readerlink${randomBytes(16).toString("hex")}`;

/**
 * Renders a newsletter once for all its readers, as Ghost's email service does: the mail is
 * built with a placeholder where each reader's own link goes, and every copy only puts her link
 * in its places (escaped for HTML in the HTML part, as newsletterMail does). Rendering the
 * blocks for each of thousands of subscribers cost most of a send's queueing time.
 *
 * The placeholder is random and made of letters and digits, which no escaping or tag
 * stripping alters, and it is checked against the mail rendered without any link: should the
 * content happen to produce it, another is drawn. So nothing a newsletter says can become, or
 * be replaced by, a reader's link.
 */
export function newsletterTemplate(input: Omit<NewsletterMailInput, "unsubscribeUrl">, newToken: () => string = randomToken): NewsletterTemplate {
  const bare = newsletterMail({ ...input, unsubscribeUrl: "" });
  let token = newToken();
  while (!/^[A-Za-z0-9]{16,}$/.test(token) || [bare.subject, bare.html, bare.text].some((part) => part.includes(token))) token = newToken();
  const rendered = newsletterMail({ ...input, unsubscribeUrl: token });
  const html = rendered.html.split(token);
  const text = rendered.text.split(token);
  const headers = Object.entries(rendered.headers).map(([name, value]) => [name, value.split(token)] as const);
  return {
    fill({ unsubscribeUrl }) {
      return {
        subject: rendered.subject,
        html: html.join(escapeHtml(unsubscribeUrl)),
        text: text.join(unsubscribeUrl),
        headers: Object.fromEntries(headers.map(([name, parts]) => [name, parts.join(unsubscribeUrl)])),
      };
    },
  };
}
