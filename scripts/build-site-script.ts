// After the React Router build: the site's own script for the pages that do not hydrate
// (app/behaviours/site.ts), bundled and minified on its own, with no framework in it, into
// build/client/assets under a content-hashed name (so it is cached for a year like the other
// assets). Its address goes into build/site-script.json, which the server reads at start
// and hands to the pages (server/web.ts).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const out = path.resolve("build");
const result = await build({
  entryPoints: ["app/behaviours/site.ts"],
  bundle: true,
  minify: true,
  format: "iife",
  // The browsers the application itself is built for (Vite's default targets).
  target: ["chrome107", "edge107", "firefox104", "safari16"],
  write: false,
  legalComments: "none",
});
const code = result.outputFiles[0]!.contents;
const hash = crypto.createHash("sha256").update(code).digest("base64url").slice(0, 10);
const name = `page-script-${hash}.js`;
fs.mkdirSync(path.join(out, "client", "assets"), { recursive: true });
fs.writeFileSync(path.join(out, "client", "assets", name), code);
fs.writeFileSync(path.join(out, "site-script.json"), JSON.stringify({ src: `/assets/${name}` }));
console.log(`built the site script /assets/${name} (${(code.length / 1024).toFixed(1)} KB)`);
