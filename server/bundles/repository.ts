// Sold bundles and the credit ledger. Every credit's movement is a row (its reason, and the
// booking it belongs to); a balance is the sum of rows, never a stored counter. Writes that
// spend a credit first lock the client's row, so two bookings on two instances, or a booking
// and an admin's change, take turns: the second sees the first's row (docs/decisions/042).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/database.js";
import type { DB, Row } from "../db/schema.js";
import { conflict } from "../kernel/domain-errors.js";
import { lockClientRecord } from "../clients/repository.js";

type Executor = Kysely<DB> | Transaction<DB>;
export type BundleRow = Row<"client_bundles">;
export type LedgerRow = Row<"credit_ledger">;

/** Why a credit moved: the ledger's reasons. Bundles' own: purchase, expired, refunded. */
export type CreditReason = "purchase" | "booking" | "rescheduled" | "returned" | "spent" | "lost" | "expired" | "refunded" | { admin: string };

const reasonText = (r: CreditReason) => (typeof r === "string" ? r : `admin: ${r.admin}`);

export const coveredPlans = (b: Pick<BundleRow, "covered_plans">): number[] => JSON.parse(b.covered_plans) as number[];

export function bundlesRepository(db: Database) {
  /** What is left on each bundle (and on the credits she was granted, bundle null), in the order they are spent. */
  async function buckets(ex: Executor, clientId: number, nowIso: string) {
    const rows = await ex
      .selectFrom("credit_ledger as l")
      .leftJoin("client_bundles as b", "b.id", "l.bundle_id")
      .select((eb) => ["l.bundle_id", "b.expires_at", "b.covered_plans", eb.fn.sum<string | number>("l.change").as("left")])
      .where("l.client_id", "=", clientId)
      .groupBy(["l.bundle_id", "b.expires_at", "b.covered_plans"])
      .execute();
    return (
      rows
        .map((r) => ({
          bundleId: r.bundle_id,
          expiresAt: r.expires_at,
          covers: r.covered_plans ? (JSON.parse(r.covered_plans) as number[]) : null,
          left: Number(r.left),
        }))
        // Expired bundles' rows are balanced by their "expired" row; one past its date not yet swept is not spent.
        .filter((b) => b.left > 0 && (b.expiresAt === null || b.expiresAt > nowIso))
        // The bundle that expires first is used first; granted credits (no expiry) last.
        .sort((a, b) => (a.expiresAt ?? "9999").localeCompare(b.expiresAt ?? "9999"))
    );
  }

  const repo = {
    lockClient: lockClientRecord,
    buckets,

    async createOrder(
      v: Omit<
        BundleRow,
        "id" | "status" | "payment_amount" | "payment_currency" | "payment_reference" | "paid_at" | "refunded_cents" | "expires_at" | "expiry_reminded_at"
      >,
    ) {
      return db
        .insertInto("client_bundles")
        .values({ ...v, status: "pending_payment" })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    find: (id: number, ex: Executor = db) => ex.selectFrom("client_bundles").selectAll().where("id", "=", id).executeTakeFirst(),

    findByReference: (reference: string) => db.selectFrom("client_bundles").selectAll().where("payment_reference", "=", reference).executeTakeFirst(),

    /** Her paid bundles, newest first. */
    ofClient: (clientId: number, ex: Executor = db) =>
      ex.selectFrom("client_bundles").selectAll().where("client_id", "=", clientId).where("status", "=", "paid").orderBy("id", "desc").execute(),

    /** Her ledger, newest first. */
    ledger: (clientId: number, ex: Executor = db) =>
      ex.selectFrom("credit_ledger").selectAll().where("client_id", "=", clientId).orderBy("id", "desc").execute(),

    async add(ex: Executor, row: { clientId: number; bundleId: number | null; bookingId?: number | null; change: number; reason: CreditReason; at: string }) {
      await ex
        .insertInto("credit_ledger")
        .values({
          client_id: row.clientId,
          bundle_id: row.bundleId,
          booking_id: row.bookingId ?? null,
          change: row.change,
          reason: reasonText(row.reason),
          created_at: row.at,
        })
        .execute();
    },

    /** The credit a booking holds (its "booking" row), if it still holds one: not returned, spent or lost. */
    async heldBy(ex: Executor, bookingId: number): Promise<LedgerRow | undefined> {
      const rows = await ex.selectFrom("credit_ledger").selectAll().where("booking_id", "=", bookingId).orderBy("id").execute();
      const hold = rows.find((r) => r.reason === "booking");
      return hold && !rows.some((r) => r.id > hold.id && ["returned", "spent", "lost"].includes(r.reason)) ? hold : undefined;
    },

    /** Used credits of each bundle: held or spent by bookings, lost included, less those returned. */
    async usedOf(ex: Executor, bundleId: number): Promise<number> {
      const rows = await ex
        .selectFrom("credit_ledger")
        .select(["reason", "change"])
        .where("bundle_id", "=", bundleId)
        .where("reason", "in", ["booking", "returned"])
        .execute();
      return -rows.reduce((sum, r) => sum + r.change, 0);
    },

    /** What is left on one bundle. */
    async leftOn(ex: Executor, bundleId: number): Promise<number> {
      const r = await ex
        .selectFrom("credit_ledger")
        .select((eb) => eb.fn.sum<string | number>("change").as("left"))
        .where("bundle_id", "=", bundleId)
        .executeTakeFirst();
      return Number(r?.left ?? 0);
    },

    /**
     * One credit held for a booking of `planId`, in the booking's transaction: from the bundle
     * that covers the plan and expires first, else from credits granted by hand. Her account is
     * locked first, so the last credit goes to one booking only; none left answers 409.
     */
    async hold(trx: Transaction<DB>, h: { clientId: number; planId: number; bookingId: number; at: string }): Promise<void> {
      await lockClientRecord(trx, h.clientId);
      const bucket = (await buckets(trx, h.clientId, h.at)).find((b) => b.covers === null || b.covers.includes(h.planId));
      if (!bucket) throw conflict("no_credit_left", { service_plan_id: ["no_credit_left"] });
      await repo.add(trx, { clientId: h.clientId, bundleId: bucket.bundleId, bookingId: h.bookingId, change: -1, reason: "booking", at: h.at });
    },

    /**
     * What becomes of the credit a booking holds: returned (cancelled inside the free window),
     * spent (the session took place) or lost (cancelled later). Answers whether it held one.
     */
    async settle(trx: Transaction<DB>, bookingId: number, outcome: "returned" | "spent" | "lost", at: string): Promise<boolean> {
      const hold = await repo.heldBy(trx, bookingId);
      if (!hold) return false;
      await repo.add(trx, { clientId: hold.client_id, bundleId: hold.bundle_id, bookingId, change: outcome === "returned" ? 1 : 0, reason: outcome, at });
      return true;
    },

    /**
     * A booking holding a credit moved inside the free window: the credit stays held, now for the
     * new time, and a row (no change to the balance) says so. Answers whether it held one.
     */
    async moved(trx: Transaction<DB>, bookingId: number, at: string): Promise<boolean> {
      const hold = await repo.heldBy(trx, bookingId);
      if (!hold) return false;
      await repo.add(trx, { clientId: hold.client_id, bundleId: hold.bundle_id, bookingId, change: 0, reason: "rescheduled", at });
      return true;
    },

    /** Marks a pending order paid, once: false when it was not awaiting payment (a repeated event). */
    async markPaid(trx: Transaction<DB>, id: number, p: { amount: number; currency: string; reference: string | null; at: string; expiresAt: string }) {
      const res = await trx
        .updateTable("client_bundles")
        .set({ status: "paid", payment_amount: p.amount, payment_currency: p.currency, payment_reference: p.reference, paid_at: p.at, expires_at: p.expiresAt })
        .where("id", "=", id)
        .where("status", "=", "pending_payment")
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async markMismatch(id: number, p: { amount: number | null; currency: string | null; reference: string | null }) {
      await db
        .updateTable("client_bundles")
        .set({ status: "mismatch", payment_amount: p.amount, payment_currency: p.currency, payment_reference: p.reference })
        .where("id", "=", id)
        .where("status", "=", "pending_payment")
        .execute();
    },
  };
  return repo;
}

export type BundlesRepository = ReturnType<typeof bundlesRepository>;
