/**
 * Property-based fuzzing of every write endpoint registered (found at run time, so routes
 * added later are fuzzed too): random and malformed bodies, shaped from the documented JSON
 * Schema or the form's shape. Properties: never a 5xx; a refused request writes no row;
 * rows stored before are unchanged (except the one record a successful update targets).
 *
 * Runs per endpoint: FUZZ_RUNS, default 1000 on SQLite and 200 on PostgreSQL (same code
 * paths, slower round trips; the SQLite run is the full one). FUZZ_SEED replays a run.
 */
import path from "node:path";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, dialect } from "../../test/app.js";
import { siteTables } from "../../test/db-snapshot.js";
import { bodies, FORM_SHAPES, nastyString, type FuzzBody, type JsonSchema } from "../../test/fuzz-bodies.js";
import { multipartBody } from "../../test/multipart.js";
import { seedDemoContent } from "../seed/seed.js";
import { localStorage } from "../storage/storage.js";
import type { Database } from "../db/database.js";

const RUNS = Number(process.env.FUZZ_RUNS ?? (dialect === "postgres" ? 200 : 1000));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
// Revoking the fuzzer's own session would turn every later call into a 401.
const SKIP = new Set(["DELETE /admin/logout"]);
// Deletes named in the body rather than the path: like DELETEs, never pointed at a stored record.
const ERASE_BY_EMAIL = new Set(["POST /api/admin/personal_data/erase"]);

const t = await buildTestApp();
await seedDemoContent(t.db, localStorage(path.join(t.dataDir, "files")), t.base);
const token = await t.login();
// The shipped food table (thousands of foods, tens of thousands of indexed words) is not what
// is fuzzed, and the checks below read every row of every table around each endpoint: its
// first hundred foods stay, enough for the food routes, and the reads stay quick.
await t.db.deleteFrom("food_words").where("food_id", ">", 100).execute();
await t.db.deleteFrom("foods").where("id", ">", 100).execute();
// A row in the tables no demo content fills, so "stored before" covers them too.
await t.app.inject({
  method: "POST",
  url: `${t.base}/api/v1/contact_messages`,
  payload: { contact_message: { name: "Ana", email: "ana@example.com", message: "Hello" } },
});
await t.app.inject({ method: "POST", url: `${t.base}/api/v1/subscribers`, payload: { subscriber: { email: "reader@example.com" } } });
// The mail worker updates outbox rows by itself as it delivers; stopped, only the fuzzed
// requests can change stored rows, which is what the comparison below is about.
await t.app.outboxWorker.stop();
const tables = await siteTables(t.db);

const openapi = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> };
const documented = (method: string, url: string): JsonSchema | undefined => {
  const p = url.slice(t.base.length).replace(/:([A-Za-z_]+)/g, "{$1}");
  const content = openapi.paths[p]?.[method.toLowerCase()]?.requestBody?.content;
  return content?.["application/json"]?.schema ?? Object.values(content ?? {})[0]?.schema;
};

const writes = t.app.routeList.filter(
  (r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method) && r.url.startsWith(`${t.base}/`) && !SKIP.has(`${r.method} ${r.url.slice(t.base.length)}`),
);

async function existingKey(url: string, param: string): Promise<string> {
  if (param !== "slug") return "1";
  const table = url.includes("/recipes") ? "recipes" : "blogs";
  const row = await t.db.selectFrom(table).select("slug").orderBy("id").executeTakeFirst();
  return row?.slug ?? "none";
}

async function counts(db: Database): Promise<Record<string, number>> {
  const union = tables.map((tb) => `select '${tb}' as t, count(*) as n from ${tb}`).join(" union all ");
  const { rows } = await sql<{ t: string; n: string | number }>`${sql.raw(union)}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}

async function rowsById(db: Database): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const tb of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(tb)}`.execute(db);
    for (const row of rows) out.set(`${tb}#${String(row.id ?? JSON.stringify(row))}`, JSON.stringify(row));
  }
  return out;
}

async function send(method: string, url: string, body: FuzzBody | null) {
  const headers: Record<string, string> = { ...bearer(token) };
  let payload: string | Buffer | undefined;
  if (body?.kind === "form") {
    const form = new FormData();
    for (const [k, v] of body.fields ?? []) form.append(k, v);
    const encoded = await multipartBody(form);
    payload = encoded.payload;
    headers["content-type"] = encoded.headers["content-type"]!;
  } else if (body) {
    payload = body.payload;
    headers["content-type"] = body.contentType;
  }
  return t.app.inject({ method: method as "POST", url, headers, ...(payload !== undefined ? { payload } : {}) });
}

describe(`fuzzing every write endpoint (${RUNS} runs each, ${dialect})`, () => {
  afterAll(() => t.close());

  it("finds the write endpoints of the contract", () => {
    const found = writes.map((r) => `${r.method} ${r.url.slice(t.base.length)}`);
    expect(found).toEqual(
      expect.arrayContaining([
        "POST /admin/login",
        "POST /api/v1/service_plans",
        "POST /recipes",
        "POST /api/v1/blogs",
        "POST /api/v1/subscribers",
        "POST /api/v1/contact_messages",
        "POST /api/admin/download_tokens",
        "POST /bookings",
      ]),
    );
  });

  for (const route of writes) {
    const label = `${route.method} ${route.url.slice(t.base.length)}`;
    it(label, { timeout: 600_000 }, async () => {
      const isDelete = route.method === "DELETE";
      // An update, or an action on one record (POST /bookings/:id/cancel), may change its
      // resource's tables (that is its job); nothing else may change.
      const isUpdate = route.method === "PUT" || route.method === "PATCH" || (route.method === "POST" && route.url.includes("/:"));
      const resources = route.url
        .slice(t.base.length)
        .split("/")
        .filter((s) => s && !s.startsWith(":") && !["api", "v1", "admin", "slug"].includes(s))
        .map((s) => s.replace(/s$/, ""));
      const mayChange = (table: string) => isUpdate && resources.some((r) => table.startsWith(r));

      let url = route.url;
      for (const m of route.url.matchAll(/:([A-Za-z_]+)/g)) url = url.replace(m[0], encodeURIComponent(await existingKey(route.url, m[1]!)));
      const schema = documented(route.method, route.url) ?? FORM_SHAPES[route.url.slice(t.base.length)];
      const before = await rowsById(t.db);
      const statuses: Record<string, number> = {};

      // Deletes take no body: their path is fuzzed instead, never naming a stored record.
      const stored = new Set(
        [...before.values()].flatMap((json) => Object.values(JSON.parse(json) as Record<string, unknown>)).map((x) => String(x).trim().toLowerCase()),
      );
      const keyArb = nastyString.filter(
        (s) =>
          !/^\s*\d{1,5}\s*$/.test(s) &&
          !stored.has(s.trim().toLowerCase()) &&
          !stored.has(
            s
              .trim()
              .toLowerCase()
              .replace(/\.pdf$/, ""),
          ),
      );
      const namesStored = (body: FuzzBody) => {
        try {
          const email = (JSON.parse(body.payload) as { email?: unknown } | null)?.email;
          return typeof email === "string" && stored.has(email.trim().toLowerCase());
        } catch {
          return false;
        }
      };
      const arb = isDelete
        ? keyArb.map((k) => ({ body: null, url: route.url.replace(/:[A-Za-z_]+/g, encodeURIComponent(k) || "x") }))
        : bodies(schema)
            .filter((body) => !ERASE_BY_EMAIL.has(label) || !namesStored(body))
            .map((body) => ({ body, url }));

      await fc.assert(
        fc.asyncProperty(arb, async (c) => {
          const pre = await counts(t.db);
          const res = await send(route.method, c.url, c.body);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 500) throw new Error(`${res.statusCode}: ${res.body.slice(0, 300)}`);
          if (res.statusCode >= 400) expect(await counts(t.db), `refused with ${res.statusCode} yet rows changed`).toEqual(pre);
        }),
        { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
      );

      const after = await rowsById(t.db);
      const changed = [...before].filter(([k, v]) => after.get(k) !== v && !mayChange(k.split("#")[0]!)).map(([k]) => k);
      expect(changed, `stored rows changed by ${label}`).toEqual([]);
      expect(Object.keys(statuses).every((s) => Number(s) < 500)).toBe(true);
    });
  }
});
