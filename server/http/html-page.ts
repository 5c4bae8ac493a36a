import type { FastifyReply, FastifyRequest } from "fastify";
import { htmlLang, type Language } from "../../core/languages.js";
import { escapeHtml } from "../mail/compose.js";

/**
 * The few answers of the API that a person opens straight from a mail (the unsubscribe link,
 * a PDF download link) are small pages of their own: they must work when the API runs
 * without the web app, so they carry their own markup and styles and no script.
 */
export interface SimplePage {
  lang: Language;
  title: string;
  paragraphs: string[];
  /** A button that POSTs an empty-action form, i.e. back to the same address (token included). */
  form?: { name: string; value: string; label: string };
  links?: { label: string; href: string }[];
}

/** No script, no outside resource; the only form posts back to this site. */
export const SIMPLE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * Whether the caller is a browser opening the address (it names text/html), rather than a
 * client of the API, which asks for JSON or sends no preference and keeps the JSON answers.
 */
export function wantsHtml(req: FastifyRequest): boolean {
  const accept = String(req.headers.accept ?? "").toLowerCase();
  const weight = (type: string) => {
    const entry = accept
      .split(",")
      .map((p) => p.trim())
      .find((p) => p === type || p.startsWith(`${type};`));
    if (!entry) return 0;
    const q = /;\s*q=([0-9.]+)/.exec(entry)?.[1];
    return q === undefined ? 1 : Number(q) || 0;
  };
  return weight("text/html") > 0 && weight("text/html") >= weight("application/json");
}

const STYLE = [
  "body{margin:0;background:#f4f6f3;color:#1f2a1f;font-family:Arial,Helvetica,sans-serif;font-size:1rem;line-height:1.5}",
  "main{box-sizing:border-box;max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}",
  ".site{margin:0 0 1.5rem;font-weight:bold;font-size:1.1rem;color:#2f5d3a}",
  "h1{font-size:1.4rem;line-height:1.3;margin:0 0 1rem}",
  "p{margin:0 0 1rem;overflow-wrap:anywhere}",
  "form{margin:1.5rem 0}",
  "button{font:inherit;font-weight:bold;padding:.75rem 1.25rem;min-height:44px;border:0;border-radius:6px;background:#2f5d3a;color:#fff;cursor:pointer}",
  "button:hover{background:#234a2d}",
  "a{color:#2f5d3a}",
  "a:focus-visible,button:focus-visible{outline:3px solid #1f2a1f;outline-offset:3px}",
  "@media (max-width:40rem){main{margin:0;border-radius:0;min-height:100vh}}",
].join("");

/** `site`: the practice's name in the page's language (its identity); empty, the page names none. */
export function renderSimplePage(page: SimplePage, site: string): string {
  const form = page.form
    ? `<form method="post"><button type="submit" name="${escapeHtml(page.form.name)}" value="${escapeHtml(page.form.value)}">${escapeHtml(page.form.label)}</button></form>`
    : "";
  const links = (page.links ?? []).map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`).join("\n");
  return `<!doctype html>
<html lang="${htmlLang(page.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.title)}${site ? ` · ${escapeHtml(site)}` : ""}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${site ? `<p class="site">${escapeHtml(site)}</p>\n` : ""}<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${form}
${links}
</main>
</body>
</html>
`;
}

/** Sends a simple page, under the practice's name: never stored by a cache (its address holds a secret). */
export async function sendSimplePage(reply: FastifyReply, status: number, page: SimplePage) {
  const names = await reply.server.repos.practiceIdentity.names();
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "private, no-store")
    .header("content-security-policy", SIMPLE_PAGE_CSP)
    .send(renderSimplePage(page, names[page.lang]));
}
