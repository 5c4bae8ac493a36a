import crypto from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { linkInMailDrop } from "./mail-drop";

// Booking journeys need times that are free on the live server and the private link the
// confirmation mail carries; these read both the way a client would get them.

const API = "/api";

/** The booking horizon as the booking page reads it: its first and last day and the days closed. */
export async function horizon(request: APIRequestContext, planId?: number) {
  return (await (await request.get(`${API}/bookings/unavailable_dates${planId ? `?service_plan_id=${planId}` : ""}`)).json()) as {
    dates: string[];
    first_date: string;
    last_date: string;
  };
}
export const addDay = (d: string, n: number) => new Date(Date.parse(`${d}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
export function bookableDays(h: { dates: string[]; first_date: string; last_date: string }) {
  const out: string[] = [];
  for (let d = h.first_date; d <= h.last_date; d = addDay(d, 1)) if (!h.dates.includes(d)) out.push(d);
  return out;
}

/** Free slots from the live availability: [date, time] pairs, soonest first. */
export async function freeSlots(request: APIRequestContext, count: number): Promise<[string, string][]> {
  const { dates, first_date, last_date } = await (await request.get(`${API}/bookings/unavailable_dates`)).json();
  const out: [string, string][] = [];
  for (let d = new Date(`${first_date}T12:00:00Z`); out.length < count && d.toISOString().slice(0, 10) <= last_date; d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    if (dates.includes(date)) continue;
    const { available_times } = await (await request.get(`${API}/bookings/available_times?date=${date}`)).json();
    for (const time of available_times) if (out.length < count) out.push([date, time]);
  }
  return out;
}

/**
 * The shared e2e server has no SMTP, so mails land in its data folder's mail drop; the private
 * link is read from there, found by the unique address it was sent to.
 */
export async function manageLinkFor(email: string): Promise<string> {
  return linkInMailDrop(email, /\/manage-booking\/[A-Za-z0-9_-]+\?lang=\w+/);
}

/** Books the first plan of a language at the `slot`-th free time, as a client would, and answers the booking's id. */
export async function bookFirstPlan(request: APIRequestContext, email: string, language: "es" | "gr", slot: number, name = "Lucía Pérez"): Promise<number> {
  const plans = (await (await request.get(`${API}/api/v1/service_plans?language=${language}`)).json()) as { id: number }[];
  const [date, time] = (await freeSlots(request, slot + 1))[slot]!;
  const res = await request.post(`${API}/bookings`, {
    data: {
      service_plan_id: plans[0]!.id,
      date,
      time,
      name,
      email,
      phone_number: `6${String(crypto.randomInt(0, 1e9)).padStart(9, "0")}`,
      language,
      privacy_consent: true,
    },
  });
  if (res.status() !== 201) throw new Error(`booking refused: ${res.status()} ${await res.text()}`);
  return (await res.json()).id as number;
}
