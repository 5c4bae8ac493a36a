// Her progress between sessions (docs/decisions/044): weight, waist, hip, body fat and the
// measurements the nutritionist adds for her, with a goal each. Values, goals and the added
// measurements' names and units are encrypted in the database; every reading is logged in her
// access log. With `hide_numbers` her own view leaves out her weight and body fat altogether.
import type { ServiceDeps } from "../service-deps.js";
import { clock } from "../kernel/clock.js";
import { ApiError } from "../http/errors.js";
import { madridToday } from "../../core/practice-time.js";
import type { Language } from "../../core/languages.js";
import { PROGRESS_TEXTS } from "../../core/progress-texts.js";
import { HIDDEN_KINDS, STANDARD_KINDS, STANDARD_UNITS, type MeasurementOut, type MeasurementSeries, type StandardKind } from "../../core/schemas/progress.js";
import type { Executor } from "../kernel/transactions.js";
import type { Author } from "./messages.js";
import { chartSvg } from "./progress-chart.js";

/** She may change her last entry for this long after making it. */
export const EDIT_HOURS = 24;

const isStandard = (kind: string): kind is StandardKind => (STANDARD_KINDS as readonly string[]).includes(kind);

export function clientProgress(app: ServiceDeps) {
  const db = app.db;
  const cipher = app.repos.clients.cipher;
  const num = (sealed: string) => Number(cipher.open(sealed));
  const seal = (n: number) => cipher.seal(String(n));

  async function customKinds(clientId: number, ex: Executor = db) {
    const rows = await ex.selectFrom("client_measurement_kinds").selectAll().where("client_id", "=", clientId).orderBy("id").execute();
    return rows.map((r) => ({ id: r.id, name: cipher.open(r.name), unit: cipher.open(r.unit), created_at: r.created_at }));
  }

  /** The kind as stored: a standard one's name or one of her own kinds' id; 422 otherwise. */
  async function checkedKind(clientId: number, kind: string | number): Promise<string> {
    const k = String(kind);
    if (isStandard(k)) return k;
    const own = await db.selectFrom("client_measurement_kinds").select("id").where("id", "=", Number(k)).where("client_id", "=", clientId).executeTakeFirst();
    if (!own) throw new ApiError(422, "validation_failed", { kind: ["measurement_kind"] });
    return k;
  }

  /** Not after today in the furthest zone east (she may be travelling), nor before 1900. */
  function checkDate(date: string) {
    const latest = madridToday(clock.now().getTime() + 14 * 3_600_000);
    if (date > latest || date < "1900-01-01") throw new ApiError(422, "validation_failed", { date: ["measurement_date"] });
  }

  async function goalsOf(clientId: number, ex: Executor = db): Promise<Map<string, number>> {
    const rows = await ex.selectFrom("client_goals").selectAll().where("client_id", "=", clientId).execute();
    return new Map(rows.map((r) => [r.kind, num(r.value)]));
  }

  async function entriesOf(clientId: number, ex: Executor = db) {
    const rows = await ex
      .selectFrom("client_measurements")
      .selectAll()
      .where("client_id", "=", clientId)
      .orderBy("date")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map((r) => ({ ...r, value: num(r.value) }));
  }

  /** Her last entry (the latest she made), when it is still hers to change. */
  async function editableId(clientId: number): Promise<number | null> {
    const last = await db
      .selectFrom("client_measurements")
      .select(["id", "created_at"])
      .where("client_id", "=", clientId)
      .where("author", "=", "client")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (!last) return null;
    return clock.now().getTime() - Date.parse(last.created_at) < EDIT_HOURS * 3_600_000 ? last.id : null;
  }

  return {
    customKinds,
    goalsOf,
    entriesOf,

    /**
     * Every measurement of hers with its goal and chart, in `lang`: the standard four first, then
     * those added for her. Her view (`reader` client) leaves out the hidden kinds when she has
     * `hide_numbers`. The reading goes into her access log.
     */
    async series(clientId: number, reader: Author, actor: string, lang: Language): Promise<{ hide_numbers: boolean; kinds: MeasurementSeries[] }> {
      const client = await app.repos.clients.find(clientId);
      if (!client) throw new ApiError(404, "client_not_found");
      const hide = reader === "client" && Boolean(client.hide_numbers);
      const [own, goals, entries, editable] = await Promise.all([
        customKinds(clientId),
        goalsOf(clientId),
        entriesOf(clientId),
        reader === "client" ? editableId(clientId) : Promise.resolve(null),
      ]);
      await app.repos.clients.logAccess(clientId, actor, ["measurements"]);
      const kinds = [
        ...STANDARD_KINDS.map((k) => ({ kind: k as string, name: PROGRESS_TEXTS[k][lang], unit: STANDARD_UNITS[k], custom: false })),
        ...own.map((k) => ({ kind: String(k.id), name: k.name, unit: k.unit, custom: true })),
      ].filter((k) => !(hide && HIDDEN_KINDS.includes(k.kind)));
      return {
        hide_numbers: hide,
        kinds: kinds.map((k) => {
          const mine: MeasurementOut[] = entries
            .filter((e) => e.kind === k.kind)
            .map((e) => ({ id: e.id, kind: e.kind, value: e.value, date: e.date, author: e.author, created_at: e.created_at, editable: e.id === editable }));
          const goal = goals.get(k.kind) ?? null;
          return {
            ...k,
            goal,
            entries: mine,
            chart: mine.length
              ? chartSvg({
                  title: k.name,
                  unit: k.unit,
                  entries: mine,
                  goal,
                  goalLabel: PROGRESS_TEXTS.goal[lang],
                  lang,
                })
              : null,
          };
        }),
      };
    },

    /** A new measurement, by her (from her page) or by the practice (in a session). */
    async add(clientId: number, author: Author, input: { kind: string | number; value: number; date: string }): Promise<number> {
      const client = await app.repos.clients.find(clientId);
      if (!client) throw new ApiError(404, "client_not_found");
      const kind = await checkedKind(clientId, input.kind);
      // Hidden from her: her page offers no such field, and the API does not take one either.
      if (author === "client" && client.hide_numbers && HIDDEN_KINDS.includes(kind))
        throw new ApiError(422, "validation_failed", { kind: ["measurement_kind"] });
      checkDate(input.date);
      const now = clock.now().toISOString();
      const row = await db
        .insertInto("client_measurements")
        .values({ client_id: clientId, kind, value: seal(input.value), date: input.date, author, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** She changes her last entry, within a day of making it; 409 for any other. */
    async edit(clientId: number, id: number, input: { value: number; date: string }): Promise<void> {
      const row = await db.selectFrom("client_measurements").select(["id", "kind"]).where("id", "=", id).where("client_id", "=", clientId).executeTakeFirst();
      if (!row) throw new ApiError(404, "not_found");
      if ((await editableId(clientId)) !== id) throw new ApiError(409, "measurement_locked");
      checkDate(input.date);
      await db
        .updateTable("client_measurements")
        .set({ value: seal(input.value), date: input.date, updated_at: clock.now().toISOString() })
        .where("id", "=", id)
        .where("client_id", "=", clientId)
        .execute();
    },

    /** A measurement of her own beside the standard ones (its name and unit encrypted). */
    async addKind(clientId: number, name: string, unit: string): Promise<number> {
      if (!(await app.repos.clients.find(clientId))) throw new ApiError(404, "client_not_found");
      const row = await db
        .insertInto("client_measurement_kinds")
        .values({ client_id: clientId, name: cipher.seal(name), unit: cipher.seal(unit), created_at: clock.now().toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Sets (a number) or removes (null) goals, all or none; a kind not hers answers 422. */
    async setGoals(ex: Executor, clientId: number, goals: Record<string, number | null>): Promise<void> {
      const now = clock.now().toISOString();
      for (const [kind, value] of Object.entries(goals)) {
        if (!isStandard(kind)) {
          const own = await ex
            .selectFrom("client_measurement_kinds")
            .select("id")
            .where("id", "=", Number(kind))
            .where("client_id", "=", clientId)
            .executeTakeFirst();
          if (!own) throw new ApiError(422, "validation_failed", { [`goals.${kind}`]: ["measurement_kind"] });
        }
        if (value === null) await ex.deleteFrom("client_goals").where("client_id", "=", clientId).where("kind", "=", kind).execute();
        else
          await ex
            .insertInto("client_goals")
            .values({ client_id: clientId, kind, value: seal(value), updated_at: now })
            .onConflict((oc) => oc.columns(["client_id", "kind"]).doUpdateSet({ value: seal(value), updated_at: now }))
            .execute();
      }
    },
  };
}

export type ClientProgress = ReturnType<typeof clientProgress>;
