import { sql, type DatabaseIntrospector, type Kysely, type SchemaMetadata, type TableMetadata } from "kysely";

/**
 * Kysely's PostgreSQL introspector reads every table of the server and passes each schema's
 * name to functions that look the schema up again. When another client drops its schema
 * between the two (a second deployment, or a parallel test file, on the same server), the
 * query fails with "schema … does not exist" although nothing of ours changed.
 *
 * The migrator only asks whether its two tables exist, so this one answers from the
 * connection's own schema, joining the catalogs by oid: nothing is looked up by name.
 */
export function ownSchemaIntrospector(db: Kysely<any>): DatabaseIntrospector {
  return {
    async getSchemas(): Promise<SchemaMetadata[]> {
      const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
      return rows.filter((row) => row.name);
    },
    async getTables(): Promise<TableMetadata[]> {
      const { rows } = await sql<{ name: string; schema: string; kind: string }>`
        select c.relname as name, n.nspname as schema, c.relkind as kind
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm')`.execute(db);
      return rows.map((row) => ({ name: row.name, schema: row.schema, isView: row.kind === "v" || row.kind === "m", columns: [] }));
    },
    async getMetadata() {
      return { tables: await this.getTables() };
    },
  };
}

/** The same database handle, whose `introspection` sees only its own schema. */
export function withOwnSchemaIntrospection<T extends Kysely<any>>(db: T): T {
  const introspection = ownSchemaIntrospector(db);
  return new Proxy(db, {
    get(target, key) {
      if (key === "introspection") return introspection;
      const value = Reflect.get(target, key, target);
      // Kysely's methods read private fields, which exist on the handle, not on this proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
