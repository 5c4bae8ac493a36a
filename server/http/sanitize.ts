import sanitizeHtml from "sanitize-html";
import { isSitePath } from "../../core/site-path.js";

// The one place inline HTML is cleaned before it is stored: blog blocks today, and any other
// rich text (recipes, forms) that is later rendered as HTML. Only the marks the editor's
// inline tools produce survive; links keep http, https and mailto targets only, so
// javascript: and data: URLs never reach a page.

const INLINE: sanitizeHtml.IOptions = {
  allowedTags: ["b", "strong", "i", "em", "u", "mark", "code", "a", "br"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  // The editor's marker and inline-code tools tag their marks with these classes.
  allowedClasses: { mark: ["cdx-marker"], code: ["inline-code"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // script, style and the like go with their contents; other unknown tags keep their text.
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { rel: "noopener noreferrer" };
      // Absolute http(s) and mailto targets, or a path on this site; nothing else.
      const href = attribs.href?.trim();
      if (href && (/^(?:https?:\/\/|mailto:)/i.test(href) || isSitePath(href))) out.href = href;
      if (attribs.target === "_blank") out.target = "_blank";
      return { tagName, attribs: out };
    },
  },
};

/** Cleans a piece of inline rich text (bold, italic, underline, marker, inline code, links, line breaks). */
export function sanitizeInlineHtml(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return sanitizeHtml(html, INLINE);
}

/** Removes every tag, keeping the text (entities stay escaped, ready to be put in HTML). */
export function stripTags(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}
