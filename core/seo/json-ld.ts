// Structured data (schema.org in JSON-LD) is built by pure functions from plain data, so the
// shapes can be tested without a page, and rendered by the web app as one script tag.

export type JsonLd = { "@context"?: "https://schema.org"; "@type": string | string[]; "@id"?: string; [key: string]: unknown };

/** Drops properties whose value is undefined, null, "" or [] (absent is better than empty). */
export function compact<T extends Record<string, unknown>>(obj: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  return out as T;
}

/** Several nodes in one document, linked by their @id. */
export function graph(nodes: JsonLd[]): { "@context": "https://schema.org"; "@graph": JsonLd[] } {
  return { "@context": "https://schema.org", "@graph": nodes.map(({ "@context": _c, ...n }) => n as JsonLd) };
}

/**
 * The text of a <script type="application/ld+json">. "<" is escaped, so text from the content
 * (a title with "</script>") can never end the script early; U+2028/9 too, for old parsers.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** An absolute address for a path on the site (schema.org and search engines want absolute URLs). */
export function absolute(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin.endsWith("/") ? origin : `${origin}/`).href;
}

/** DD/MM/YYYY (the contract's published_date) or an ISO timestamp → YYYY-MM-DD / ISO. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (dmy) return `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  return undefined;
}
