import { safeFetch, type SafeFetchOptions } from "../http/safe-fetch.js";

export interface LinkMeta {
  title: string;
  description: string;
  image: { url: string };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (m, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

const clean = (s: string | undefined, max: number) =>
  s
    ? decodeEntities(s)
        .replace(/<[^>]*>/g, "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, max)
    : "";

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-z:_-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) out[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? "";
  return out;
}

/** Title, description and image of a page, from Open Graph, Twitter card or plain HTML tags. */
export function extractMeta(html: string, pageUrl: string): LinkMeta {
  const bodyAt = html.search(/<body[\s>]/i);
  const head = bodyAt > 0 ? html.slice(0, bodyAt) : html;
  const metas = new Map<string, string>();
  for (const m of head.matchAll(/<meta\b[^>]*>/gi)) {
    const a = attributes(m[0]);
    const key = (a.property ?? a.name ?? a.itemprop)?.toLowerCase();
    if (key && a.content !== undefined && !metas.has(key)) metas.set(key, a.content);
  }
  const titleTag = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const pick = (...keys: string[]) => keys.map((k) => metas.get(k)).find((v) => v !== undefined && v.trim() !== "");
  let image = "";
  const rawImage = pick("og:image", "og:image:url", "og:image:secure_url", "twitter:image", "twitter:image:src", "image");
  if (rawImage) {
    try {
      const u = new URL(decodeEntities(rawImage.trim()), pageUrl);
      if (u.protocol === "https:" || u.protocol === "http:") image = u.toString();
    } catch {
      // A broken image address leaves the preview without a picture.
    }
  }
  return {
    title: clean(pick("og:title", "twitter:title") ?? titleTag, 300),
    description: clean(pick("og:description", "twitter:description", "description"), 1000),
    image: { url: image },
  };
}

function decode(body: Buffer, contentType: string, truncated: boolean): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString("latin1"))?.[1];
  try {
    return new TextDecoder(declared ?? "utf-8", { fatal: false }).decode(body, { stream: truncated });
  } catch {
    return body.toString("utf8");
  }
}

/** Fetches a public page and reads its preview data; throws FetchRefused when it may not or cannot. */
export async function fetchLinkPreview(url: string, fetchOptions: SafeFetchOptions = {}): Promise<{ link: string; meta: LinkMeta }> {
  const res = await safeFetch(url, { timeoutMs: 5000, maxBytes: 512 * 1024, maxRedirects: 3, accept: ["text/html", "application/xhtml+xml"], ...fetchOptions });
  return { link: url, meta: extractMeta(decode(res.body, res.contentType, res.truncated), res.url) };
}
