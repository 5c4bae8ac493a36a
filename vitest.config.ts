import { defineConfig } from "vitest/config";

// The API suite runs twice: once on a SQLite file, once on the PostgreSQL server.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "unit", include: ["core/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts"] } },
      { extends: true, test: { name: "api-sqlite", include: ["server/**/*.test.ts"], env: { TEST_DB: "sqlite" } } },
      { extends: true, test: { name: "api-postgres", include: ["server/**/*.test.ts"], env: { TEST_DB: "postgres" } } },
    ],
  },
});
