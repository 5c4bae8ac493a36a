// The JavaScript a public page loads before it is interactive. A content page (its route's
// handle says `hydrate: false`, app/lib/page-kind.ts) loads the site's own script only
// (build/site-script.json); a page that hydrates loads, from the build's route manifest, the
// client entry, then the module and static imports of every route the address matches, and any
// worker those start. Checks that no admin screen, no Editor.js and no zod code is among it, and
// reports the bytes as sent (brotli, as precompressed at build) against the budgets of docs/decisions/031:
// 30 KB on a content page, 120 KB on a page that hydrates (the booking page).
//
//   npm run build && npm run bench:js
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import { matchRoutes, type ServerBuild, type RouteObject } from "react-router";

const CONTENT_BUDGET = 30 * 1024;
const APP_BUDGET = 120 * 1024;
const client = path.resolve("build/client");
const manifestFile = fs.readdirSync(path.join(client, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("no build: run npm run build first");
const text = fs.readFileSync(path.join(client, "assets", manifestFile), "utf8");
const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] }>;
};

function tree(parentId: string | undefined): RouteObject[] {
  return Object.values(manifest.routes)
    .filter((r) => r.parentId === parentId)
    .map((r) => (r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: tree(r.id) }));
}
const routes = tree(undefined);

// Which routes are content pages: their handles, from the server build.
const server = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
const isContent = (id: string) => (server.routes[id]?.module.handle as { hydrate?: boolean } | undefined)?.hydrate === false;
const siteScript = (JSON.parse(fs.readFileSync(path.resolve("build/site-script.json"), "utf8")) as { src: string }).src;

const PAGES = [
  "/",
  "/services",
  "/blogs",
  "/blogs/some-post",
  "/recipes",
  "/fullrecipe/some-recipe",
  "/about",
  "/contact",
  "/book-consultation",
  "/terms-of-service",
  "/newsletter",
];

const sizeOf = (file: string) => {
  const data = fs.readFileSync(path.join(client, file));
  return {
    raw: data.length,
    br: zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    gzip: zlib.gzipSync(data, { level: 9 }).length,
  };
};
const isAdmin = (file: string) => Object.values(manifest.routes).some((r) => r.id.includes("admin") && r.module === file);
/**
 * Editor.js itself, the admin area's texts (its keys all start with "admin.") or zod (its
 * objects carry `_zod`): the schemas validate on the server; a public page checks with the
 * plain rules of core/ (zod alone is about 23 KB, and probes eval, which the CSP reports).
 * Nor the public text tables, found by one of their Spanish texts: a page gets its own
 * language's texts as a file of their own (app/i18n/page-texts.server.ts).
 */
const hasEditor = (file: string) =>
  /codex-editor|EditorJS|ce-block|"admin\.dashboard|\b_zod\b|Saltar al contenido/.test(fs.readFileSync(path.join(client, file), "utf8"));

let failed = false;
const rows: string[] = [];
for (const page of PAGES) {
  const matches = matchRoutes(routes, page) ?? [];
  const content = matches.some((m) => isContent(m.route.id!));
  // Not the manifest's own file: with React Router's lazy route discovery (its default) the page
  // carries the routes it matches inline, and the browser never fetches that file.
  const files = new Set<string>(content ? [siteScript] : [manifest.entry.module, ...manifest.entry.imports]);
  if (!content) {
    for (const m of matches) {
      const r = manifest.routes[m.route.id!]!;
      files.add(r.module);
      for (const i of r.imports ?? []) files.add(i);
    }
  }
  // A worker that one of them starts is loaded too (the booking page reads a visitor's times in one).
  for (const file of [...files])
    for (const [worker] of fs.readFileSync(path.join(client, file), "utf8").matchAll(/\/assets\/[\w.-]+\.worker-[\w-]+\.js/g)) files.add(worker);
  const list = [...files];
  const budget = content ? CONTENT_BUDGET : APP_BUDGET;
  const bad = list.filter((f) => isAdmin(f) || hasEditor(f));
  const total = list.map(sizeOf).reduce((a, s) => ({ raw: a.raw + s.raw, br: a.br + s.br, gzip: a.gzip + s.gzip }), { raw: 0, br: 0, gzip: 0 });
  if (bad.length || total.br > budget) failed = true;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  rows.push(
    `| \`${page}\` | ${content ? "content" : "hydrates"} | ${matches.map((m) => m.route.id).join(" → ")} | ${list.length} | ${kb(total.raw)} | ${kb(total.gzip)} | ${kb(total.br)} | ${kb(budget)} | ${total.br <= budget ? "yes" : "**no**"} | ${bad.length ? `found in: ${bad.join(", ")}` : "none"} |`,
  );
}
console.log(
  "| page | kind | routes | files | raw | gzip -9 | brotli 11 (as sent) | target | within | admin, Editor.js, zod or text tables |\n|---|---|---|---|---|---|---|---|---|---|",
);
console.log(rows.join("\n"));
console.log(
  failed
    ? "\nFAIL: over budget or admin code on a public page"
    : `\nOK: content pages under ${CONTENT_BUDGET / 1024} KB, the others under ${APP_BUDGET / 1024} KB, all free of admin code`,
);
process.exit(failed ? 1 : 0);
