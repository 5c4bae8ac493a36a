import type { FastifyRequest } from "fastify";
import { ApiError } from "./errors.js";

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface ParsedForm {
  /** Bracketed names nested: recipe[ingredients_attributes][0][name] → {recipe: {ingredients_attributes: [{name}]}}. */
  fields: Record<string, unknown>;
  /** Files by their full field name, e.g. "blog[profile_image]". */
  files: Record<string, UploadedFile>;
  /** Every file in arrival order, with its field name: a field may repeat (a message's attachments). */
  fileList: (UploadedFile & { field: string })[];
}

const PART = /\[([^\]]*)\]/g;

/** Splits "a[b][0][c]" into ["a", "b", "0", "c"]. */
export function fieldPath(name: string): string[] {
  const head = name.split("[", 1)[0]!;
  return [head, ...Array.from(name.slice(head.length).matchAll(PART), (m) => m[1]!)];
}

const FORBIDDEN = new Set(["__proto__", "prototype", "constructor"]);

export function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Record<string, unknown> = target;
  path.forEach((key, i) => {
    if (FORBIDDEN.has(key)) throw new ApiError(400, "bad_request");
    const last = i === path.length - 1;
    if (last) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== "object" || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  });
}

/** Objects whose keys are all digits become arrays in key order ([] keys append). */
export function arraysFromIndexes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(arraysFromIndexes);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const converted = entries.map(([k, v]) => [k, arraysFromIndexes(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return converted.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  }
  return Object.fromEntries(converted);
}

/**
 * Reads a multipart form, or a JSON body for clients that send JSON to the same path.
 * File contents are buffered (the size limit is enforced by @fastify/multipart).
 */
export async function readForm(req: FastifyRequest): Promise<ParsedForm> {
  if (!req.isMultipart()) {
    const body = req.body;
    if (body !== undefined && (typeof body !== "object" || body === null || Array.isArray(body))) throw new ApiError(400, "bad_request");
    return { fields: (body as Record<string, unknown>) ?? {}, files: {}, fileList: [] };
  }
  try {
    return await readParts(req);
  } catch (e) {
    // The parser's own errors (no boundary, body cut short, bad headers) carry no status:
    // they are the client's malformed form, not a server fault.
    if (e instanceof ApiError || typeof (e as { statusCode?: unknown }).statusCode === "number") throw e;
    throw new ApiError(400, "bad_request");
  }
}

async function readParts(req: FastifyRequest): Promise<ParsedForm> {
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  const fileList: ParsedForm["fileList"] = [];
  let appendCounter = 0;
  for await (const part of req.parts()) {
    // "[]" keys (name[]) append: give each a unique index in arrival order.
    const name = part.fieldname.replace(/\[\]/g, () => `[${appendCounter++}]`);
    if (part.type === "file") {
      const data = await part.toBuffer();
      if (data.length > 0) {
        files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data };
        fileList.push({ field: part.fieldname, ...files[part.fieldname]! });
      }
    } else {
      // A field over the size limit arrives cut short: refuse it rather than store half a text.
      if (part.valueTruncated || part.fieldnameTruncated) throw new ApiError(413, "too_long");
      // As for JSON bodies (server/security/input-hygiene.ts): PostgreSQL refuses NUL in text.
      if (String(part.value).includes("\u0000") || name.includes("\u0000")) throw new ApiError(422, "validation_failed", { [name]: ["invalid"] });
      setPath(fields, fieldPath(name), part.value);
    }
  }
  return { fields: arraysFromIndexes(fields) as Record<string, unknown>, files, fileList };
}
