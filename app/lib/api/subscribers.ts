import type { SubscribeAnswer, SubscriberAdmin } from "../../../core/schemas/subscriber";
import { jsonInit, type Call } from "./call";

export const subscribersApi = (call: Call) => ({
  /** Answers the success text in the visitor's language; subscribing twice is a success too. */
  subscribe: (email: string, language?: string) =>
    call<SubscribeAnswer>("/api/v1/subscribers", jsonInit("POST", { subscriber: { email, ...(language ? { language } : {}) } })),
  /** A sign-up's address and language, by its confirmation token, and whether it is confirmed already (404 when unknown or expired). */
  confirmation: (token: string) =>
    call<{ email: string; language: "en" | "es" | "gr"; confirmed: boolean }>(`/api/v1/subscribers/confirm?token=${encodeURIComponent(token)}`),
  /** Confirms the sign-up (double opt-in); answers the outcome's text in the visitor's language. */
  confirm: (token: string) => call<{ message: string }>(`/api/v1/subscribers/confirm?token=${encodeURIComponent(token)}`, { method: "POST" }),
  list: () => call<SubscriberAdmin[]>("/api/v1/subscribers"),
  /** The CSV export as text (the admin token is required, so it is fetched, not linked). */
  exportCsv: () => call<string>("/api/v1/subscribers.csv"),
  remove: (id: number) => call<null>(`/api/v1/subscribers/${id}`, { method: "DELETE" }),
});
