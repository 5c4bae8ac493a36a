import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema.js";

/** Where a repository function runs its SQL: the database itself or the caller's transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;
/** A transaction the caller opened; functions that must run inside one take this. */
export type Trx = Transaction<DB>;
