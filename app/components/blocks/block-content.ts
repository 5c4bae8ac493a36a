import { isSitePath } from "../../../core/site-path";
// The block document of a blog (SPEC §3), as the editor saves it.

export interface Block {
  id?: string;
  type: string;
  data: Record<string, unknown>;
}

export interface BlockDocument {
  time?: number;
  version?: string;
  blocks: Block[];
}

function isBlockDocument(v: unknown): v is BlockDocument {
  return Boolean(v) && typeof v === "object" && Array.isArray((v as BlockDocument).blocks);
}

/**
 * Content may arrive as an object or as a JSON string. Returns null when it cannot be read,
 * so callers choose between 'Invalid content format.' and treating it as empty.
 */
export function parseContent(content: unknown): BlockDocument | null {
  if (content === null || content === undefined || content === "") return { blocks: [] };
  if (typeof content === "string") {
    try {
      const parsed: unknown = JSON.parse(content);
      return isBlockDocument(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return isBlockDocument(content) ? content : null;
}

/** Only web and site-relative addresses become links, images or frames. */
export function safeUrl(url: unknown): string | null {
  if (typeof url !== "string") return null;
  const u = url.trim();
  if (/^https?:\/\//i.test(u) || isSitePath(u)) return u;
  return null;
}

export const COUNTER_STYLES: Record<string, string> = {
  numeric: "decimal",
  "lower-roman": "lower-roman",
  "upper-roman": "upper-roman",
  "lower-alpha": "lower-alpha",
  "upper-alpha": "upper-alpha",
};

export interface ListItem {
  content: string;
  checked?: boolean;
  items: ListItem[];
}

/** List v1 (strings or {content, items}) and v2 ({content, meta, items}) read alike. */
export function listItems(raw: unknown): ListItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((item): ListItem => {
    if (typeof item === "string") return { content: item, items: [] };
    if (item && typeof item === "object") {
      const o = item as { content?: unknown; text?: unknown; meta?: { checked?: unknown }; items?: unknown; checked?: unknown };
      const content = typeof o.content === "string" ? o.content : typeof o.text === "string" ? o.text : "";
      const checked = o.meta?.checked ?? o.checked;
      return { content, checked: typeof checked === "boolean" ? checked : undefined, items: listItems(o.items) };
    }
    return { content: "", items: [] };
  });
}

export function providerName(service: unknown, url: string): string {
  const known: Record<string, string> = {
    youtube: "YouTube",
    vimeo: "Vimeo",
    instagram: "Instagram",
    twitter: "Twitter",
    facebook: "Facebook",
    codepen: "CodePen",
    google: "Google",
  };
  const key = typeof service === "string" ? service.toLowerCase() : "";
  if (known[key]) return known[key];
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return typeof service === "string" && service ? service : "";
  }
}
