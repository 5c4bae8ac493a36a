// Inline HTML from the editor (bold, italic, links, marks, code) shown in the admin preview.
// Everything outside this short allowlist is unwrapped to its text; links keep only http(s),
// mailto, in-page and site-path targets (core/site-path.ts: never //host or /\host).
import { isSitePath } from "../../../../core/site-path";

const ALLOWED = new Set(["B", "STRONG", "I", "EM", "U", "A", "MARK", "CODE", "BR", "S", "SUB", "SUP"]);

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? "")];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const el = node as Element;
  const children = Array.from(el.childNodes).flatMap((c) => clean(c, doc));
  if (!ALLOWED.has(el.tagName)) return children;
  const out = doc.createElement(el.tagName.toLowerCase());
  if (el.tagName === "A") {
    const href = el.getAttribute("href") ?? "";
    const target = href.trim();
    if (/^(https?:|mailto:|#)/i.test(target) || isSitePath(target)) out.setAttribute("href", target);
    out.setAttribute("rel", "noopener noreferrer");
    out.setAttribute("target", "_blank");
  }
  const cls = el.getAttribute("class");
  if (cls && /^(cdx-marker|cdx-underline|inline-code)$/.test(cls)) out.setAttribute("class", cls);
  children.forEach((c) => out.appendChild(c));
  return [out];
}

export function sanitizeInline(html: unknown): string {
  if (typeof html !== "string" || !html) return "";
  if (typeof DOMParser === "undefined") return html.replace(/<[^>]*>/g, "");
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const box = doc.createElement("div");
  Array.from(doc.body.childNodes)
    .flatMap((c) => clean(c, doc))
    .forEach((c) => box.appendChild(c));
  return box.innerHTML;
}
