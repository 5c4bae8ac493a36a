export interface Block {
  id?: string;
  type: string;
  data: Record<string, unknown>;
}

export interface BlogDocument {
  time?: number;
  blocks: Block[];
  version?: string;
}

/** Content may arrive as a JSON string or an object; anything unreadable becomes no blocks. */
export function parseContent(content: unknown): BlogDocument {
  let value = content;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return { blocks: [] };
    }
  }
  if (value && typeof value === "object" && Array.isArray((value as { blocks?: unknown }).blocks)) {
    const doc = value as BlogDocument;
    return { ...doc, blocks: doc.blocks.filter((b) => b && typeof b === "object" && typeof b.type === "string").map((b) => ({ ...b, data: b.data ?? {} })) };
  }
  return { blocks: [] };
}
