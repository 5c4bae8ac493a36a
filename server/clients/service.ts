// What the client routes do: her list and page for the admin (every opening of her health
// data logged), and the questionnaire behind her private booking link.
import type { ServiceDeps } from "../service-deps.js";
import { ApiError } from "../http/errors.js";
import { isActive } from "../../core/booking-status.js";
import { clock } from "../kernel/clock.js";
import { expectedCents, paymentOf } from "../payments/payment-state.js";
import type { BookingRow } from "../bookings/repository.js";
import { cleanAnswers, type IntakeAnswers } from "../../core/intake-questions.js";
import type { ClientDetails, ClientSummary, IntakeOut, NoteOut } from "../../core/schemas/client.js";
import { CLIENT_SIGNED_IN, clientThroughLink, type ClientListRow, type StoredIntake, type StoredNote } from "./repository.js";

/** Lower case without accents, so "lucia" finds Lucía and "PEREZ" Pérez; phones without spaces. */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ς/g, "σ");

function matches(c: ClientListRow, q: string): boolean {
  const needle = fold(q.trim());
  if (!needle) return true;
  const digits = needle.replace(/[\s().-]/g, "");
  return (
    fold(c.name).includes(needle) || c.email_key.includes(needle) || (/^\+?\d+$/.test(digits) && c.phone.replace(/\D/g, "").includes(digits.replace("+", "")))
  );
}

const summary = (c: ClientListRow): ClientSummary => ({
  id: c.id,
  email: c.email,
  name: c.name,
  phone: c.phone,
  language: c.language,
  next_session: c.next_session,
  last_session: c.last_session,
  bookings: c.bookings,
});

/** Her questionnaire may change until the session of the booking it is reached from starts. */
const intakeEditable = (row: BookingRow) => isActive(row.status) && Date.parse(row.start_at ?? "") > clock.now().getTime();

function intakeOut(stored: StoredIntake | undefined, editable: boolean): IntakeOut {
  return {
    answers: (stored?.answers ?? {}) as Record<string, string>,
    submitted: Boolean(stored?.submitted_at),
    submitted_at: stored?.submitted_at ?? null,
    updated_at: stored?.updated_at ?? null,
    editable,
  };
}

const noteOut = (n: StoredNote): NoteOut => ({
  id: n.id,
  booking_id: n.booking_id,
  text: n.text,
  created_at: n.created_at,
  updated_at: n.updated_at,
  history: n.history,
});

export function clientService({ repos }: Pick<ServiceDeps, "repos">) {
  const clients = repos.clients;

  async function requireClient(id: number) {
    const c = await clients.find(id);
    if (!c) throw new ApiError(404, "client_not_found");
    return c;
  }

  return {
    /** Sorted by next session (soonest first); those with none after, latest session first. */
    async list(q = ""): Promise<ClientSummary[]> {
      const rows = (await clients.list(clock.now().toISOString())).filter((c) => matches(c, q));
      rows.sort(
        (a, b) =>
          (a.next_session ?? "~").localeCompare(b.next_session ?? "~") ||
          (b.last_session ?? "").localeCompare(a.last_session ?? "") ||
          a.name.localeCompare(b.name),
      );
      return rows.map(summary);
    },

    /** Her page; opening it is logged, since it shows her questionnaire and notes. */
    async details(id: number, actor: string): Promise<Omit<ClientDetails, "documents">> {
      const c = await requireClient(id);
      const [listed] = (await clients.list(clock.now().toISOString())).filter((r) => r.id === id);
      const rows = await clients.bookings(id);
      const [intake, notes, messages, subscription] = await Promise.all([
        clients.intake(id),
        clients.notes(id),
        clients.messages(c.email),
        clients.subscription(c.email),
      ]);
      await clients.logAccess(id, actor, ["questionnaire", "notes"]);
      const bookings = await Promise.all(
        rows.map(async (r) => ({
          id: r.id,
          date: r.date,
          time: r.time,
          start_at: r.start_at,
          status: r.status,
          service_plan_title: r.service_plan_title,
          payment: paymentOf(r, await expectedCents(repos, r)),
          privacy_consent_at: r.privacy_consent_at,
        })),
      );
      const consents: ClientDetails["consents"] = rows
        .filter((r) => r.privacy_consent_at)
        .map((r) => ({ kind: "privacy" as const, at: r.privacy_consent_at!, booking_id: r.id }));
      if (subscription && subscription.status !== "pending")
        consents.push({ kind: "newsletter", at: subscription.confirmed_at ?? subscription.created_at, booking_id: null });
      consents.sort((a, b) => b.at.localeCompare(a.at));
      const next = rows.find((r) => isActive(r.status) && Date.parse(r.start_at ?? "") > clock.now().getTime());
      return {
        client: {
          ...summary(listed ?? { ...c, next_session: null, last_session: null, bookings: rows.length }),
          created_at: c.created_at,
          hide_numbers: Boolean(c.hide_numbers),
        },
        pending_details: c.pending_at
          ? { name: c.pending_name ?? c.name, phone: c.pending_phone ?? c.phone, booking_id: c.pending_booking_id, at: c.pending_at }
          : null,
        bookings,
        intake: intake ? intakeOut(intake, next !== undefined) : null,
        notes: notes.map(noteOut),
        messages,
        consents,
        subscription: subscription ?? null,
        access_log: await clients.accessLog(id),
      };
    },

    /** The booking details screen's view of its client: her record's id and questionnaire (logged when there is one). */
    async ofBooking(bookingId: number, actor: string) {
      const row = await repos.bookings.find(bookingId);
      if (!row) throw new ApiError(404, "booking_not_found");
      if (row.client_id == null) return { client_id: null, intake: null };
      const intake = (await clients.intakeOfBooking(row.id)) ?? (await clients.intake(row.client_id));
      if (intake) await clients.logAccess(row.client_id, actor, ["questionnaire"]);
      return { client_id: row.client_id, intake: intake ? intakeOut(intake, intakeEditable(row)) : null };
    },

    // ---- the questionnaire, behind her private link ---------------------------------------
    // A booking's link opens what was entered through that booking only: anyone may book with
    // her address. Her earlier answers are offered only when she is signed in (the link sent to
    // her address) as the booking's client. Every answer that shows some is logged.

    async intakeOf(row: BookingRow, signedInClient: number | null): Promise<IntakeOut> {
      if (row.client_id == null) throw new ApiError(404, "manage_link_invalid");
      const editable = intakeEditable(row);
      const own = await clients.intakeOfBooking(row.id);
      const signedIn = signedInClient === row.client_id;
      if (own) {
        await clients.logAccess(row.client_id, signedIn ? CLIENT_SIGNED_IN : clientThroughLink(row.id), ["questionnaire"]);
        return intakeOut(own, editable);
      }
      const earlier = signedIn ? await clients.intake(row.client_id) : undefined;
      if (!earlier) return intakeOut(undefined, editable);
      await clients.logAccess(row.client_id, CLIENT_SIGNED_IN, ["questionnaire"]);
      // Her earlier answers fill this booking's form; they become its own when she saves.
      return { ...intakeOut(earlier, editable), submitted: false, submitted_at: null };
    },

    async saveIntake(row: BookingRow, answers: IntakeAnswers, submitted: boolean, signedInClient: number | null): Promise<IntakeOut> {
      if (row.client_id == null) throw new ApiError(404, "manage_link_invalid");
      if (!intakeEditable(row)) throw new ApiError(409, "intake_closed");
      await clients.saveIntake(row.client_id, row.id, cleanAnswers(answers), submitted);
      const saved = await clients.intakeOfBooking(row.id);
      await clients.logAccess(row.client_id, signedInClient === row.client_id ? CLIENT_SIGNED_IN : clientThroughLink(row.id), ["questionnaire"]);
      return intakeOut(saved, true);
    },

    /** Applies or dismisses the details a later booking gave (404 when there are none). */
    async settlePendingDetails(id: number, apply: boolean): Promise<void> {
      await requireClient(id);
      if (!(await clients.settlePendingDetails(id, apply))) throw new ApiError(404, "not_found");
    },

    // ---- session notes ----------------------------------------------------------------------

    async addNote(clientId: number, bookingId: number | null, text: string): Promise<NoteOut> {
      await requireClient(clientId);
      if (bookingId != null) {
        const b = await repos.bookings.find(bookingId);
        if (!b) throw new ApiError(422, "validation_failed", { booking_id: ["booking_not_found"] });
        if (b.client_id !== clientId) throw new ApiError(422, "validation_failed", { booking_id: ["booking_of_other_client"] });
      }
      const id = await clients.addNote(clientId, bookingId, text);
      return noteOut((await clients.notes(clientId)).find((n) => n.id === id)!);
    },

    async editNote(clientId: number, noteId: number, text: string): Promise<NoteOut> {
      await requireClient(clientId);
      if (!(await clients.editNote(clientId, noteId, text))) throw new ApiError(404, "note_not_found");
      return noteOut((await clients.notes(clientId)).find((n) => n.id === noteId)!);
    },
  };
}

export type ClientService = ReturnType<typeof clientService>;
