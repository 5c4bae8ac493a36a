// Lint rules run by `npm test` (`npm run lint`): type-aware TypeScript checks stay in `tsc`,
// this catches what tsc does not: unused code, React hook misuse and import cycles.
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX, createNodeResolver } from "eslint-plugin-import-x";
import globals from "globals";
import { countingTypeImports } from "./scripts/eslint/type-imports-count.js";
import { tableOwners } from "./scripts/eslint/table-owners.js";

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
    // Tables with one owner (scripts/eslint/table-owners.js): others call the owner's functions,
    // which take their transaction. The outbox and the practice's settings are read through
    // their owner too. Tests, their helpers and migrations read and shape tables freely.
    files: ["server/**/*.ts"],
    ignores: ["server/db/**", "**/*.test.ts", "server/bookings/test-support.ts"],
    plugins: { site: { rules: { "table-owners": tableOwners } } },
    rules: {
      "site/table-owners": [
        "error",
        {
          outbox: { owners: ["server/outbox/repository.ts"], readers: [] },
          practice_settings: { owners: ["server/practice/settings-store.ts"], readers: [] },
          bookings: { owners: ["server/bookings/"] },
          booking_events: { owners: ["server/bookings/"] },
          booking_days: { owners: ["server/bookings/"] },
          manage_links: { owners: ["server/bookings/"] },
          invoices: { owners: ["server/invoices/"] },
          invoice_chain: { owners: ["server/invoices/"] },
          invoice_counters: { owners: ["server/invoices/"] },
          invoice_pending: { owners: ["server/invoices/"] },
          clients: { owners: ["server/clients/"] },
          client_intakes: { owners: ["server/clients/"] },
          client_notes: { owners: ["server/clients/"] },
          client_note_versions: { owners: ["server/clients/"] },
          client_documents: { owners: ["server/clients/"] },
          client_messages: { owners: ["server/clients/"] },
          client_message_files: { owners: ["server/clients/"] },
          client_measurements: { owners: ["server/clients/"] },
          client_measurement_kinds: { owners: ["server/clients/"] },
          client_goals: { owners: ["server/clients/"] },
          client_journal: { owners: ["server/clients/"] },
          client_journal_comments: { owners: ["server/clients/"] },
          client_bundles: { owners: ["server/bundles/"] },
          credit_ledger: { owners: ["server/bundles/"] },
          foods: { owners: ["server/foods/"] },
          food_words: { owners: ["server/foods/"] },
          meal_plans: { owners: ["server/meal-plans/"] },
          subscribers: { owners: ["server/subscribers/"] },
          newsletters: { owners: ["server/newsletters/"] },
          service_plans: { owners: ["server/service-plans/"] },
          blogs: { owners: ["server/blogs/"] },
          recipes: { owners: ["server/recipes/"] },
          contact_messages: { owners: ["server/contact-messages/"] },
          payment_events: { owners: ["server/payments/"] },
          booking_refunds: { owners: ["server/bookings/"] },
        },
      ],
    },
  },
  {
    // Repositories speak of data, not of HTTP: they throw the kernel's domain errors, which the
    // error handler maps to a status.
    files: ["server/**/repository.ts", "server/**/*-repository.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/http/errors.js", "fastify"], message: "Throw a DomainError (server/kernel/domain-errors.ts) instead." }] },
      ],
    },
  },
  {
    // Migrations and the few queries over several tables use `Kysely<any>`, as Kysely documents for them.
    files: ["server/db/**", "server/seed/link-translations.ts", "server/translations/groups.ts", "server/outbox/repository.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
