import fp from "fastify-plugin";
import { ApiError } from "../http/errors.js";

/** Where a NUL character hides in a parsed value ("" for the value itself), or null. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") : null;
  if (depth > 50 || value === null || typeof value !== "object") return null;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes("\u0000")) return [...path, "base"].join(".");
    const found = findNul(v, [...path, k], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * No text of this site has a use for U+0000, and PostgreSQL refuses it in text columns
 * (an error, not a stored value). Refused up front, for every route and both databases alike,
 * as a validation failure naming the field, or as not found in a path. (Multipart fields are
 * checked as they are read.)
 */
export default fp(
  async (app) => {
    app.addHook("preValidation", async (req) => {
      // A path with NUL in it names nothing there is.
      if (findNul(req.params) !== null) throw new ApiError(404, "not_found");
      for (const part of [req.query, req.body]) {
        const where = findNul(part);
        if (where !== null) throw new ApiError(422, "validation_failed", { [where || "base"]: ["invalid"] });
      }
    });
  },
  { name: "input-hygiene" },
);
