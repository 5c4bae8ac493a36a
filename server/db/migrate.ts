import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from "kysely";
import { isPostgres } from "./dialect.js";
import { withOwnSchemaIntrospection } from "./own-schema-introspector.js";
import * as m0001 from "./migrations/0001-initial.js";
import * as m0002 from "./migrations/0002-booking-engine.js";
import * as m0004 from "./migrations/0004-access.js";
import * as m0005 from "./migrations/0005-outbox-payments.js";
import * as m0006 from "./migrations/0006-calendars.js";
import * as m0007 from "./migrations/0007-translations.js";
import * as m0008 from "./migrations/0008-booking-client.js";
import * as m0009 from "./migrations/0009-newsletters.js";
import * as m0010 from "./migrations/0010-booking-overlap.js";
import * as m0011 from "./migrations/0011-booking-payments.js";
import * as m0012 from "./migrations/0012-booking-refunds.js";
import * as m0013 from "./migrations/0013-invoices.js";
import * as m0014 from "./migrations/0014-clients.js";
import * as m0015 from "./migrations/0015-health-hardening.js";
import * as m0016 from "./migrations/0016-payment-hardening.js";
import * as m0019 from "./migrations/0019-booking-time-zone.js";
import * as m0023 from "./migrations/0023-progress-and-journal.js";
import * as m0022 from "./migrations/0022-bundles.js";
import * as m0021 from "./migrations/0021-between-sessions.js";
import * as m0020 from "./migrations/0020-foods-meal-plans.js";

// Migrations are listed in code (not read from a folder) so they travel with any bundle
// and run in a fixed order on both engines.
export const migrations: Record<string, Migration> = {
  "0001-initial": m0001,
  "0002-booking-engine": m0002,
  "0004-access": m0004,
  "0005-outbox-payments": m0005,
  "0006-calendars": m0006,
  "0007-translations": m0007,
  "0008-booking-client": m0008,
  "0009-newsletters": m0009,
  "0010-booking-overlap": m0010,
  "0011-booking-payments": m0011,
  "0012-booking-refunds": m0012,
  "0013-invoices": m0013,
  "0014-clients": m0014,
  "0015-health-hardening": m0015,
  "0016-payment-hardening": m0016,
  "0019-booking-time-zone": m0019,
  "0023-progress-and-journal": m0023,
  "0022-bundles": m0022,
  "0021-between-sessions": m0021,
  "0020-foods-meal-plans": m0020,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL the migrator's own tables are pinned to the connection's schema: left to
 * itself it looks for them in every schema, and another schema's copy (a second
 * deployment, or a parallel test file) would make it skip creating its own. For the same
 * reason it looks only at that schema (see own-schema-introspector.ts).
 */
async function migratorFor(db: Kysely<any>): Promise<Migrator> {
  if (!isPostgres(db)) return new Migrator({ db, provider });
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
  return new Migrator({ db: withOwnSchemaIntrospection(db), provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

/** Runs the migrations up to `target`, or to the newest when it is left out. */
export async function migrateTo(db: Kysely<any>, target?: string): Promise<MigrationResultSet> {
  const migrator = await migratorFor(db);
  return target ? migrator.migrateTo(target) : migrator.migrateToLatest();
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await migrateTo(db);
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    // Never continue on a half-migrated database: the caller exits non-zero.
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String((error as Error)?.message ?? error)}`);
  }
}

export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = await migratorFor(db);
  const list = await migrator.getMigrations();
  return list.filter((m) => !m.executedAt).map((m) => m.name);
}
