// Lint rules run by `npm test` (`npm run lint`): type-aware TypeScript checks stay in `tsc`,
// this catches what tsc does not: unused code, React hook misuse and import cycles.
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX, createNodeResolver } from "eslint-plugin-import-x";
import globals from "globals";
import { countingTypeImports } from "./scripts/eslint/type-imports-count.js";

// import-x/no-cycle, counting type imports too (scripts/eslint/type-imports-count.js says why).
const noCycle = countingTypeImports(importX.rules["no-cycle"]);
const typeImportsCount = fileURLToPath(new URL("./scripts/eslint/type-imports-count.js", import.meta.url));

export default tseslint.config(
  { ignores: ["build/", "data/", "test-results/", "playwright-report/", "bench/results/", ".react-router/", "public/", "node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "import-x": { ...importX, rules: { ...importX.rules, "no-cycle": noCycle } } },
    // The sources import `./x.js` for `./x.ts`, as Node's ESM resolution wants: map it back so cycles are found.
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { [typeImportsCount]: [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"], extensionAlias: { ".js": [".ts", ".tsx", ".js"] } })],
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-unresolved": "off",
      // The sanitisers match control characters on purpose, to strip them from input and headers.
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
    },
  },
  {
    // The outbox table has one owner, its repository: other resources call its functions, which
    // take their transaction. The practice's settings have one too, their store. Tests, their
    // helpers and migrations read and shape them freely.
    files: ["server/**/*.ts"],
    ignores: ["server/outbox/repository.ts", "server/practice/settings-store.ts", "server/db/**", "**/*.test.ts", "server/bookings/test-support.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)$/][arguments.0.value=/^outbox\\b/]",
          message: "SQL on the outbox table belongs in server/outbox/repository.ts: add a function there that takes the caller's transaction.",
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)$/][arguments.0.value=/^practice_settings\\b/]",
          message: "The practice's settings are read and written through server/practice/settings-store.ts (practiceSetting, jsonPracticeSetting).",
        },
      ],
    },
  },
  {
    // Migrations and the few queries over several tables use `Kysely<any>`, as Kysely documents for them.
    files: ["server/db/**", "server/seed/link-translations.ts", "server/translations/groups.ts", "server/outbox/repository.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
