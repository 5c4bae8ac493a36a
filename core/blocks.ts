import { z } from "zod";
import { isSitePath } from "./site-path.js";

// The Editor.js document a blog's content is made of: one zod schema per block type, used
// by the API to refuse what it cannot render and to store a normalised copy, and by the web
// app for the types. Unknown keys are dropped; absent optional values get the editor's
// defaults. Messages are keys of core/i18n/api-messages.ts.

export const BLOCK_TYPES = ["paragraph", "header", "list", "image", "quote", "code", "delimiter", "table", "embed", "linkTool"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const LIST_STYLES = ["unordered", "ordered", "checklist"] as const;
export const COUNTER_TYPES = ["numeric", "lower-roman", "upper-roman", "lower-alpha", "upper-alpha"] as const;

/** Limits that keep a document renderable and bound the work of validating it. */
export const CONTENT_LIMITS = { blocks: 500, text: 20_000, listItems: 200, listDepth: 8, tableRows: 200, tableCols: 20, jsonDepth: 40 } as const;

/** Text that may hold inline HTML (sanitised by the server before it is stored). */
const text = (max: number = CONTENT_LIMITS.text) =>
  z.preprocess((v) => (v === null || v === undefined ? "" : v), z.string({ error: "invalid" }).max(max, "too_long"));

const bool = z.preprocess((v) => (v === null || v === undefined ? false : v === "true" ? true : v === "false" ? false : v), z.boolean({ error: "invalid" }));

const intFrom = (v: unknown) => (typeof v === "string" && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);

/** An absolute http(s) address; javascript:, data: and friends are refused. */
export const httpLink = z
  .string({ error: "invalid_url" })
  .trim()
  .max(2000, "too_long")
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, "invalid_url");

/** An image address: absolute http(s), or a path on this site (never protocol-relative, core/site-path.ts). */
export const imageLink = z
  .string({ error: "invalid_url" })
  .trim()
  .max(2000, "too_long")
  .refine((v) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(v) || isSitePath(v), "invalid_url");

const optionalLink = (link: z.ZodString) => z.preprocess((v) => (v === null || v === undefined ? "" : v), z.union([z.literal(""), link]));

// ── block data ──────────────────────────────────────────────────────────────────────────

export const paragraphData = z.object({ text: text() });

export const headerData = z.object({
  text: text(),
  level: z.preprocess(
    (v) => (v === null || v === undefined || v === "" ? 2 : intFrom(v)),
    z.number({ error: "invalid" }).int("invalid").min(1, "invalid").max(6, "invalid"),
  ),
});

export interface ListItem {
  content: string;
  meta: { checked?: boolean };
  items: ListItem[];
}

// Items arrive as Editor.js list 2.x objects, or as the plain strings of list 1.x.
const listItem: z.ZodType<ListItem, unknown> = z.lazy(() =>
  z.preprocess(
    (v) => (typeof v === "string" ? { content: v } : v),
    z.object({
      content: text(),
      meta: z.preprocess((v) => v ?? {}, z.object({ checked: bool.optional() })),
      items: z.preprocess((v) => v ?? [], z.array(listItem).max(CONTENT_LIMITS.listItems, "too_long")),
    }),
  ),
);

function listDepth(items: ListItem[]): number {
  return items.reduce((d, i) => Math.max(d, 1 + listDepth(i.items)), 0);
}

/** Checklist items always say whether they are checked; other styles carry no item meta. */
function normaliseItems(items: ListItem[], checklist: boolean): ListItem[] {
  return items.map((i) => ({
    content: i.content,
    meta: checklist ? { checked: i.meta.checked ?? false } : {},
    items: normaliseItems(i.items, checklist),
  }));
}

export const listData = z
  .object({
    style: z.preprocess((v) => (v === null || v === undefined || v === "" ? "unordered" : v), z.enum(LIST_STYLES, { error: "invalid" })),
    meta: z.preprocess(
      (v) => v ?? {},
      z.object({
        // "digits only": a non-negative whole number.
        start: z.preprocess(
          (v) => (v === null || v === undefined || v === "" ? undefined : intFrom(v)),
          z.number({ error: "invalid_integer" }).int("invalid_integer").min(0, "invalid_integer").max(1_000_000, "invalid_integer").optional(),
        ),
        counterType: z.preprocess((v) => (v === null || v === "" ? undefined : v), z.enum(COUNTER_TYPES, { error: "invalid" }).optional()),
      }),
    ),
    items: z.array(listItem).max(CONTENT_LIMITS.listItems, "too_long"),
  })
  .refine((l) => listDepth(l.items) <= CONTENT_LIMITS.listDepth, { message: "too_long", path: ["items"] })
  .transform((l) => ({
    style: l.style,
    meta: l.style === "ordered" ? { start: l.meta.start ?? 1, counterType: l.meta.counterType ?? "numeric" } : {},
    items: normaliseItems(l.items, l.style === "checklist"),
  }));

export const imageData = z.object({
  file: z.object({ url: imageLink }, { error: "required" }),
  caption: text(2000),
  withBorder: bool,
  withBackground: bool,
  stretched: bool,
});

export const quoteData = z.object({
  text: text(),
  caption: text(2000),
  alignment: z.preprocess((v) => v ?? "left", z.enum(["left", "center"], { error: "invalid" })),
});

export const codeData = z.object({ code: text(50_000) });

export const delimiterData = z.preprocess(() => ({}), z.object({}));

export const tableData = z.object({
  withHeadings: bool,
  stretched: bool,
  content: z.array(z.array(text(5000)).max(CONTENT_LIMITS.tableCols, "too_long")).max(CONTENT_LIMITS.tableRows, "too_long"),
});

const dimension = z.preprocess(
  (v) => (v === "" || v === undefined ? null : intFrom(v)),
  z.number({ error: "invalid" }).int("invalid").min(0, "invalid").max(10_000, "invalid").nullable(),
);

export const embedData = z.object({
  service: z.string({ error: "required" }).trim().min(1, "required").max(60, "too_long"),
  source: httpLink,
  embed: httpLink,
  caption: text(2000),
  width: dimension,
  height: dimension,
});

export const linkToolData = z.object({
  link: httpLink,
  meta: z.preprocess(
    (v) => v ?? {},
    z.object({
      title: text(500),
      description: text(2000),
      image: z.preprocess((v) => v ?? {}, z.object({ url: optionalLink(imageLink) })),
    }),
  ),
});

// ── blocks and the document ─────────────────────────────────────────────────────────────

const blockId = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/)
  .optional()
  .catch(undefined);
const block = <T extends BlockType, D extends z.ZodType>(type: T, data: D) =>
  z.object({ id: blockId, type: z.literal(type), data: z.preprocess((v) => v ?? {}, data) });

export const blockSchema = z.discriminatedUnion(
  "type",
  [
    block("paragraph", paragraphData),
    block("header", headerData),
    block("list", listData),
    block("image", imageData),
    block("quote", quoteData),
    block("code", codeData),
    block("delimiter", delimiterData),
    block("table", tableData),
    block("embed", embedData),
    block("linkTool", linkToolData),
  ],
  { error: (iss) => (iss.code === "invalid_union" ? "unsupported_block_type" : undefined) },
);
export type Block = z.output<typeof blockSchema>;
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** Depth of a parsed JSON value, walked without recursion so hostile input cannot overflow. */
function jsonDepth(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (d > max) max = d;
    if (d > CONTENT_LIMITS.jsonDepth) return d;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}

const documentSchema = z.object({
  time: z.number().int().nonnegative().optional().catch(undefined),
  blocks: z.array(blockSchema, { error: "invalid_content" }).max(CONTENT_LIMITS.blocks, "too_long"),
  version: z.string().max(40).optional().catch(undefined),
});

/**
 * A blog's content as the API accepts it: an Editor.js document, as an object or as its
 * JSON text. Nothing (absent, null, "") means no blocks; text that is not JSON, or JSON
 * that is not a document, is "Invalid content format."; a block of another type is refused.
 */
export const blogContent = z.preprocess((v, ctx) => {
  if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return { blocks: [] };
  let doc = v;
  if (typeof v === "string") {
    try {
      doc = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: "custom", message: "invalid_content" });
      return z.NEVER;
    }
  }
  if (typeof doc !== "object" || doc === null || Array.isArray(doc) || jsonDepth(doc) > CONTENT_LIMITS.jsonDepth) {
    ctx.addIssue({ code: "custom", message: "invalid_content" });
    return z.NEVER;
  }
  return doc;
}, documentSchema);
export type BlogContent = z.output<typeof blogContent>;

export const EMPTY_CONTENT: BlogContent = { blocks: [] };

/**
 * A document as a content column holds it (JSON written after blogContent checked it). A row
 * that cannot be read (a hand edit, a truncated value) reads as empty rather than failing the
 * list it is in.
 */
export function parseStoredContent(text: string): BlogContent {
  try {
    const doc = JSON.parse(text) as BlogContent;
    return Array.isArray(doc?.blocks) ? doc : EMPTY_CONTENT;
  } catch {
    return EMPTY_CONTENT;
  }
}

/**
 * Passes every text that may hold inline HTML through `html` (the server's sanitiser),
 * returning a new document. Plain texts (code, link titles) are left for the renderer to
 * escape.
 */
export function mapBlockTexts(content: BlogContent, html: (s: string) => string): BlogContent {
  const items = (list: ListItem[]): ListItem[] => list.map((i) => ({ ...i, content: html(i.content), items: items(i.items) }));
  const blocks = content.blocks.map((b): Block => {
    switch (b.type) {
      case "paragraph":
        return { ...b, data: { ...b.data, text: html(b.data.text) } };
      case "header":
        return { ...b, data: { ...b.data, text: html(b.data.text) } };
      case "list":
        return { ...b, data: { ...b.data, items: items(b.data.items) } };
      case "image":
        return { ...b, data: { ...b.data, caption: html(b.data.caption) } };
      case "quote":
        return { ...b, data: { ...b.data, text: html(b.data.text), caption: html(b.data.caption) } };
      case "table":
        return { ...b, data: { ...b.data, content: b.data.content.map((row) => row.map(html)) } };
      case "embed":
        return { ...b, data: { ...b.data, caption: html(b.data.caption) } };
      default:
        return b;
    }
  });
  return { ...content, blocks };
}
