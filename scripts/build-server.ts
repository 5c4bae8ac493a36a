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

// Her calendars are read in a worker thread (server/calendar/read-calendar.ts), which runs a
// file of its own: build/calendar-worker.js. read-calendar.ts finds it beside itself, so it
// must be bundled into build/main.js, not into a chunk: checked below.
const WORKER_STARTER = "server/calendar/read-calendar.ts";

const result = await build({
  entryPoints: { main: "server/main.ts", "production-env": "server/production-env.ts", "calendar-worker": "server/calendar/busy-times-worker.ts" },
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
const starterIn = Object.entries(result.metafile.outputs)
  .filter(([, o]) => WORKER_STARTER in o.inputs)
  .map(([file]) => file);
if (starterIn.length !== 1 || starterIn[0] !== "build/main.js") {
  throw new Error(
    `${WORKER_STARTER} must be bundled into build/main.js (it finds build/calendar-worker.js beside itself), not ${starterIn.join(", ") || "nowhere"}`,
  );
}
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + (o.bytes ?? 0), 0);
console.log(`built build/main.js, build/production-env.js and build/calendar-worker.js (${Math.round(bytes / 1024)} KB with source maps)`);
