import { defineConfig } from "vitest/config";

// The API suite runs twice: once on a SQLite file, once on the PostgreSQL server.
// Most API test files spend their time waiting (on a mail server, a child process, a timer),
// not computing: four files at a time keep two cores busy where Vitest's default (one fewer
// than the cores) would run them one by one.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 4),
    projects: [
      { extends: true, test: { name: "unit", include: ["core/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts"] } },
      { extends: true, test: { name: "api-sqlite", include: ["server/**/*.test.ts"], env: { TEST_DB: "sqlite" } } },
      { extends: true, test: { name: "api-postgres", include: ["server/**/*.test.ts"], env: { TEST_DB: "postgres" } } },
    ],
  },
});
