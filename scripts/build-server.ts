// After the React Router build: the server (API, page serving, jobs) compiled ahead of time to
// one ES module, build/main.js, so `npm start` runs it with plain node: no TypeScript compiler
// at start-up or in memory. Packages stay in node_modules (imported at run time, native
// modules such as sharp and better-sqlite3 included); only the project's own code is bundled.
// build/main.js sits one folder below the project root, as server/main.ts does, so the
// paths it derives from its own location (.env, build/) stay the same.
import { build, type Plugin } from "esbuild";

// server/production-env.ts must run before React is loaded (React picks its build from
// NODE_ENV once). Bundled, its line would run after every imported package, since imports are
// evaluated first: it stays a module of its own, imported first, so it still runs first.
const productionEnvFirst: Plugin = {
  name: "production-env-first",
  setup(b) {
    b.onResolve({ filter: /\/production-env\.js$/ }, () => ({ path: "./production-env.js", external: true }));
  },
};

const result = await build({
  entryPoints: { main: "server/main.ts", "production-env": "server/production-env.ts" },
  outdir: "build",
  plugins: [productionEnvFirst],
  bundle: true,
  // Split at dynamic imports, so what a setting may never need (the S3 driver) stays out of memory.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  logLevel: "warning",
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + (o.bytes ?? 0), 0);
console.log(`built build/main.js and build/production-env.js (${Math.round(bytes / 1024)} KB with source maps)`);
