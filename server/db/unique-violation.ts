/**
 * Whether a database error is a unique-constraint violation, on either engine:
 * PostgreSQL reports SQLSTATE 23505, better-sqlite3 SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY).
 * `constraint` narrows it to one column or index name when given.
 */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  if (!e || typeof e !== "object") return false;
  const err = e as { code?: string; constraint?: string; message?: string };
  const unique = err.code === "23505" || err.code === "SQLITE_CONSTRAINT_UNIQUE" || err.code === "SQLITE_CONSTRAINT_PRIMARYKEY";
  if (!unique || !constraint) return unique;
  return (err.constraint ?? err.message ?? "").includes(constraint);
}
