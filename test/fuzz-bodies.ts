import fc from "fast-check";
import { BLOCK_TYPES } from "../core/blocks.js";

/** A JSON Schema as @fastify/swagger documents request bodies (the subset used here). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  /** Generator hint of the hand-written shapes: strings that are JSON documents. */
  "x-json"?: fc.Arbitrary<unknown>;
}

// Strings attackers and unlucky users send: markup, injections, control and odd unicode.
const NASTY = [
  "",
  " ",
  "\u0000",
  "\u202e\u0041",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀 Ελληνικά Español",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  "'; DROP TABLE bookings; --",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "${7*7}{{7*7}}",
  "javascript:alert(1)",
  "__proto__",
  "constructor",
  "NaN",
  "-1",
  "1e309",
  "null",
  "[]",
  "{}",
  "\r\nSet-Cookie: x=1",
  "a".repeat(5000),
];

export const nastyString = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
);

/** Any JSON value: the wrong type for whatever field it lands in. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53 + 2, 1e308, "", [], {}) },
  { weight: 2, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom("__proto__", "constructor", "prototype", "id", "toString"), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
  },
);

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === "email")
    return fc.oneof(
      fc.emailAddress(),
      nastyString.map((x) => `${x}@example.com`),
      nastyString,
    );
  if (s.format === "date-time" || s.format === "date")
    return fc
      .date({ noInvalidDate: true, min: new Date("1900-01-01"), max: new Date("2200-01-01") })
      .map((d) => (s.format === "date" ? d.toISOString().slice(0, 10) : d.toISOString()));
  const max = Math.min(s.maxLength ?? 60, 60);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: Math.min(s.minLength ?? 0, max), maxLength: max }) },
    { weight: 1, arbitrary: nastyString },
    // Just past the limit.
    { weight: 1, arbitrary: fc.constant("x".repeat(Math.min((s.maxLength ?? 1000) + 1, 100_001))) },
  );
}

/** Mostly well-shaped values (so validation deep inside is reached), sometimes anything at all. */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return junk;
  if (schema["x-json"])
    return fc.oneof(
      { weight: 4, arbitrary: schema["x-json"].map((v) => JSON.stringify(v)) },
      { weight: 1, arbitrary: nastyString },
      { weight: 1, arbitrary: junk },
    );
  const alternatives = schema.anyOf ?? schema.oneOf;
  let shaped: fc.Arbitrary<unknown>;
  if (alternatives) shaped = fc.oneof(...alternatives.map((a) => fromSchema(a, depth + 1)));
  else if (schema.enum) shaped = fc.constantFrom(...schema.enum);
  else {
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
    switch (type) {
      case "object": {
        const props = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, fromSchema(v, depth + 1)]));
        shaped = fc
          .tuple(fc.record(props, { requiredKeys: [] }), fc.option(fc.dictionary(nastyString, junk, { maxKeys: 2 }), { freq: 5 }))
          .map(([known, extra]) => ({ ...(extra ?? {}), ...known }));
        // Mostly every field present, so a body gets as far as the database.
        shaped = fc.oneof({ weight: 3, arbitrary: fc.record(props) }, { weight: 2, arbitrary: shaped });
        break;
      }
      case "array":
        shaped = fc.array(fromSchema(schema.items, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, 5),
          maxLength: Math.min((schema.maxItems ?? 4) + 1, 6),
        });
        break;
      case "integer":
        shaped = fc.oneof(
          fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 10_000 }),
          fc.integer(),
          fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 2),
        );
        break;
      case "number":
        shaped = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
        break;
      case "boolean":
        shaped = fc.oneof(fc.boolean(), fc.constantFrom("true", "false", 0, 1));
        break;
      case "string":
        shaped = stringFor(schema);
        break;
      default:
        shaped = junk;
    }
  }
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: junk });
}

const text = (maxLength = 200): JsonSchema => ({ type: "string", maxLength });
const blocks = fc.record({
  blocks: fc.array(
    fc.record({
      type: fc.oneof(fc.constantFrom(...BLOCK_TYPES), nastyString),
      data: fc.oneof(
        fc.dictionary(fc.constantFrom("text", "level", "items", "style", "url", "link", "file", "caption", "content", "service", "embed", "code"), junk, {
          maxKeys: 4,
        }),
        junk,
      ),
    }),
    { maxLength: 5 },
  ),
});

/** Bodies of the multipart forms that have no JSON Schema in the docs (blogs, recipes, files). */
export const FORM_SHAPES: Record<string, JsonSchema> = {
  "/recipes": {
    type: "object",
    properties: {
      recipe: {
        type: "object",
        properties: {
          title: text(),
          description: text(),
          category: text(),
          slug: text(),
          language: { enum: ["en", "es", "gr"] },
          published_date: text(),
          ingredients_attributes: {
            type: "array",
            items: { type: "object", properties: { id: { type: "integer" }, name: text(), quantity: text(), size: text() } },
          },
          instructions_attributes: {
            type: "array",
            items: { type: "object", properties: { id: { type: "integer" }, step_number: { type: "integer", minimum: 0, maximum: 5 }, step_content: text() } },
          },
          nutritional_facts_attributes: { type: "array", items: { type: "object", properties: { name: text(), quantity: text(), size: text() } } },
          valuable_info_attributes: {
            type: "object",
            properties: { duration: text(), difficulty: { enum: ["Easy", "Medium", "Hard"] }, portions: { type: "integer", minimum: 0, maximum: 12 } },
          },
          meta_info_attributes: { type: "object", properties: { meta_title: text(), meta_description: text(), meta_keywords: text() } },
        },
      },
    },
  },
  "/api/v1/blogs": {
    type: "object",
    properties: {
      blog: {
        type: "object",
        properties: {
          title: text(),
          description: text(),
          category: text(),
          published_date: { type: "string", format: "date" },
          language: { enum: ["en", "es", "gr"] },
          slug: text(),
          content: { type: "string", "x-json": blocks },
          remove_profile_image: { enum: ["1", "0", "true"] },
        },
      },
      meta_title: text(),
      meta_description: text(),
      meta_keywords: text(),
    },
  },
};
FORM_SHAPES["/recipes/slug/:slug"] = FORM_SHAPES["/recipes"]!;
FORM_SHAPES["/api/v1/blogs/:slug"] = FORM_SHAPES["/api/v1/blogs"]!;

export interface FuzzBody {
  /** What the request sends: a JSON text (or not quite), a form, or raw bytes with some type. */
  kind: "json" | "raw" | "form";
  payload: string;
  contentType: string;
  fields?: [string, string][];
}

/** Flattens a value into bracketed form fields, as the admin forms send them. */
function formFields(value: unknown, prefix = ""): [string, string][] {
  if (value === null || typeof value !== "object") return [[prefix || "value", String(value)]];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return entries.flatMap(([k, v]) => formFields(v, prefix ? `${prefix}[${k}]` : k));
}

export function bodies(schema: JsonSchema | undefined): fc.Arbitrary<FuzzBody> {
  const value = fromSchema(schema);
  return fc.oneof(
    { weight: 12, arbitrary: value.map((v): FuzzBody => ({ kind: "json", payload: JSON.stringify(v) ?? "null", contentType: "application/json" })) },
    { weight: 3, arbitrary: value.map((v): FuzzBody => ({ kind: "form", payload: "", contentType: "multipart/form-data", fields: formFields(v) })) },
    // Bracket names as an attacker writes them: deep, prototype-polluting, conflicting.
    {
      weight: 1,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.oneof(
              nastyString,
              fc.constantFrom("a[__proto__][x]", "constructor[prototype][x]", "a[b][c][d][e][f][g][h]", "a[]", "a[0]", "a[0][b]", "a", "[]", "a["),
            ),
            nastyString,
          ),
          { maxLength: 6 },
        )
        .map((fields): FuzzBody => ({ kind: "form", payload: "", contentType: "multipart/form-data", fields })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(value, fc.nat()).map(([v, cut]): FuzzBody => {
        const s = JSON.stringify(v) ?? "x";
        return { kind: "raw", payload: s.slice(0, cut % (s.length + 1)), contentType: "application/json" };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "text/plain",
            "application/x-www-form-urlencoded",
            "application/xml",
            "multipart/form-data",
            "application/json; charset=latin1",
            "image/png",
          ),
          fc.string({ unit: "binary", maxLength: 200 }),
        )
        .map(([contentType, payload]): FuzzBody => ({ kind: "raw", payload, contentType })),
    },
  );
}
