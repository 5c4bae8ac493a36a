import type { BlockType, ListItem } from "../../../core/blocks";
import { COUNTER_TYPES } from "../../../core/blocks";
import { isSitePath } from "../../../core/site-path";

// A blog's block document as the pages read it back. core/blocks.ts defines the blocks and
// checks every document the API stores; this side reads leniently (older list formats, a block
// without data) so that one odd entry never blanks a page. The public page and the admin's
// preview both render through block-renderer.tsx.

export type { ListItem };

export interface Block {
  id?: string;
  type: BlockType | (string & {});
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
 * so callers choose between 'Invalid content format.' and treating it as empty. Entries that
 * are not blocks are dropped; a block without data reads as one with empty data.
 */
export function parseContent(content: unknown): BlockDocument | null {
  if (content === null || content === undefined || content === "") return { blocks: [] };
  let value = content;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isBlockDocument(value)) return null;
  const blocks = value.blocks
    .filter((b) => b !== null && typeof b === "object" && typeof b.type === "string")
    .map((b) => ({ ...b, data: b.data && typeof b.data === "object" ? b.data : {} }));
  return { ...value, blocks };
}

/** Only web and site-relative addresses become links, images or frames. */
export function safeUrl(url: unknown): string | null {
  if (typeof url !== "string") return null;
  const u = url.trim();
  if (/^https?:\/\//i.test(u) || isSitePath(u)) return u;
  return null;
}

/** The CSS list-style of each counter type the editor offers. */
export const COUNTER_STYLES: Record<(typeof COUNTER_TYPES)[number], string> = {
  numeric: "decimal",
  "lower-roman": "lower-roman",
  "upper-roman": "upper-roman",
  "lower-alpha": "lower-alpha",
  "upper-alpha": "upper-alpha",
};

/** List v1 (strings or {content, items}) and v2 ({content, meta, items}) read alike. */
export function listItems(raw: unknown): ListItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((item): ListItem => {
    if (typeof item === "string") return { content: item, meta: {}, items: [] };
    if (item && typeof item === "object") {
      const o = item as { content?: unknown; text?: unknown; meta?: { checked?: unknown }; items?: unknown; checked?: unknown };
      const content = typeof o.content === "string" ? o.content : typeof o.text === "string" ? o.text : "";
      const checked = o.meta?.checked ?? o.checked;
      return { content, meta: typeof checked === "boolean" ? { checked } : {}, items: listItems(o.items) };
    }
    return { content: "", meta: {}, items: [] };
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
