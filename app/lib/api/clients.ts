import type { BookingClient, ClientDetails, DocumentOut, IntakeOut, MyBookings, NoteOut } from "../../../core/schemas/client";
import type { IntakeAnswers } from "../../../core/intake-questions";
import type { ClientListItem, ClientSettings, ConversationOut, MessageOut, ThreadOut } from "../../../core/schemas/messages";
import { jsonInit, type Call } from "./call";
import type { Credits } from "../../../core/schemas/bundle";
import type { JournalEntryOut, ProgressOut } from "../../../core/schemas/progress";

/** A measurement as both sides note it: kind by name or her own kind's id. */
export interface MeasurementInput {
  kind: string;
  value: string;
  date: string;
}

export interface BundleRefund {
  refunded: number;
  currency: string;
  credits_removed: number;
  invoice_number: string | null;
  plan_delivered: boolean;
}

const enc = encodeURIComponent;

/** The admin's side of client records. */
export const clientsApi = (call: Call) => ({
  list: (q = "") => call<ClientListItem[]>(`/api/admin/clients${q.trim() ? `?q=${enc(q.trim())}` : ""}`),
  get: (id: number | string) => call<ClientDetails>(`/api/admin/clients/${enc(String(id))}`),
  ofBooking: (bookingId: number | string) => call<BookingClient>(`/api/admin/clients/by_booking/${enc(String(bookingId))}`),
  addNote: (id: number, bookingId: number | null, text: string) =>
    call<NoteOut>(`/api/admin/clients/${id}/notes`, jsonInit("POST", { booking_id: bookingId, text })),
  settlePending: (id: number, apply: boolean) => call<null>(`/api/admin/clients/${id}/pending_details`, jsonInit("POST", { apply })),
  editNote: (id: number, noteId: number, text: string) => call<NoteOut>(`/api/admin/clients/${id}/notes/${noteId}`, jsonInit("PUT", { text })),

  /** Multipart: the browser sets the boundary. */
  deliver: (id: number, form: FormData) => call<DocumentOut>(`/api/admin/clients/${id}/documents`, { method: "POST", body: form }),

  credits: (id: number) => call<Credits>(`/api/admin/clients/${id}/credits`),
  changeCredits: (id: number, change: number, reason: string) => call<Credits>(`/api/admin/clients/${id}/credits`, jsonInit("POST", { change, reason })),
  refundBundle: (id: number, bundleId: number, amount?: number) =>
    call<BundleRefund>(`/api/admin/clients/${id}/bundles/${bundleId}/refund`, jsonInit("POST", amount === undefined ? {} : { amount })),
  messages: (id: number) => call<ThreadOut>(`/api/admin/clients/${id}/messages`),
  sendMessage: (id: number, form: FormData) => call<MessageOut>(`/api/admin/clients/${id}/messages`, { method: "POST", body: form }),
  conversations: () => call<ConversationOut[]>("/api/admin/conversations"),
  settings: (id: number, changes: Partial<Omit<ClientSettings, "id" | "goals">> & { goals?: Record<string, number | null> }) =>
    call<ClientSettings>(`/api/admin/clients/${id}`, jsonInit("PATCH", changes)),
  progress: (id: number, lang: string) => call<ProgressOut>(`/api/admin/clients/${id}/measurements?lang=${lang}`),
  addMeasurement: (id: number, lang: string, m: MeasurementInput) =>
    call<ProgressOut>(`/api/admin/clients/${id}/measurements?lang=${lang}`, jsonInit("POST", m)),
  addMeasurementKind: (id: number, lang: string, kind: { name: string; unit: string }) =>
    call<ProgressOut>(`/api/admin/clients/${id}/measurement_kinds?lang=${lang}`, jsonInit("POST", kind)),
  journal: (id: number) => call<JournalEntryOut[]>(`/api/admin/clients/${id}/journal`),
  comment: (id: number, entryId: number, body: string) =>
    call<JournalEntryOut>(`/api/admin/clients/${id}/journal/${entryId}/comment`, jsonInit("POST", { body })),

  followUps: () => call<{ service_plan_id: number; weeks: number }[]>("/api/admin/follow_up_intervals"),
  setFollowUp: (planId: number, weeks: number | null) =>
    call<{ service_plan_id: number; weeks: number | null }>(`/api/admin/follow_up_intervals/${planId}`, jsonInit("PUT", { weeks })),
});

/** What the client herself calls: apart from the admin's, so her pages load none of those. */
export const clientAreaApi = (call: Call) => ({
  // her questionnaire, behind her private booking link
  intake: (token: string) => call<IntakeOut>(`/bookings/manage/${enc(token)}/intake`),
  saveIntake: (token: string, answers: IntakeAnswers, submitted: boolean) =>
    call<IntakeOut>(`/bookings/manage/${enc(token)}/intake`, jsonInit("PUT", { answers, submitted })),

  // her own page, /my-bookings (the session is a cookie)
  /** With `bookPlan`, the link leads back to the booking page with that plan chosen, to book it with a credit. */
  requestLink: (email: string, language: string, bookPlan?: number) =>
    call<{ status: string }>("/api/v1/client_links", jsonInit("POST", { email, language, ...(bookPlan ? { service_plan_id: bookPlan } : {}) })),
  signIn: (token: string) => call<{ status: string }>("/api/v1/client_session", jsonInit("POST", { token })),
  mine: () => call<MyBookings>("/api/v1/client_session"),
  signOut: () => call<null>("/api/v1/client_session", { method: "DELETE" }),

  // her conversation with the nutritionist (the session is a cookie)
  messages: () => call<ThreadOut>("/api/v1/me/messages"),
  /** Multipart (`body`, `attachments`): the browser sets the boundary. */
  sendMessage: (form: FormData) => call<MessageOut>("/api/v1/me/messages", { method: "POST", body: form }),
  // her progress and food journal (the session is a cookie)
  progress: (lang: string) => call<ProgressOut>(`/api/v1/me/measurements?lang=${lang}`),
  addMeasurement: (lang: string, m: MeasurementInput) => call<ProgressOut>(`/api/v1/me/measurements?lang=${lang}`, jsonInit("POST", m)),
  editMeasurement: (lang: string, id: number, m: { value: string; date: string }) =>
    call<ProgressOut>(`/api/v1/me/measurements/${id}?lang=${lang}`, jsonInit("PUT", m)),
  journal: () => call<JournalEntryOut[]>("/api/v1/me/journal"),
  /** Multipart (`photo`, `meal`, `eaten_at`, `note`): the browser sets the boundary. */
  addJournalEntry: (form: FormData) => call<JournalEntryOut>("/api/v1/me/journal", { method: "POST", body: form }),
  setMessageNotices: (on: boolean) => call<{ message_notices: boolean }>("/api/v1/me/message_notices", jsonInit("PUT", { message_notices: on })),
});
