import type { FastifyInstance } from "fastify";

export interface Slot {
  date: string;
  time: string;
}

/** Free slots from the API itself (so they respect notice, horizon and working hours), earliest first. */
export async function freeSlots(app: FastifyInstance, base: string, count: number): Promise<Slot[]> {
  const { dates, first_date, last_date } = (await app.inject({ url: `${base}/bookings/unavailable_dates` })).json() as {
    dates: string[];
    first_date: string;
    last_date: string;
  };
  const closed = new Set(dates);
  const out: Slot[] = [];
  for (let d = new Date(`${first_date}T12:00:00Z`); out.length < count && d.toISOString().slice(0, 10) <= last_date; d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    if (closed.has(date)) continue;
    const { available_times } = (await app.inject({ url: `${base}/bookings/available_times?date=${date}` })).json() as { available_times: string[] };
    for (const time of available_times) if (out.length < count) out.push({ date, time });
  }
  return out;
}

export async function anyServicePlanId(app: FastifyInstance, base: string): Promise<number> {
  const plans = (await app.inject({ url: `${base}/api/v1/service_plans?language=en` })).json() as { id: number }[];
  if (!plans[0]) throw new Error("no service plan to book");
  return plans[0].id;
}

export const bookingBody = (slot: Slot, planId: number, extra: Record<string, unknown> = {}) => ({
  service_plan_id: planId,
  date: slot.date,
  time: slot.time,
  name: "Test Client",
  email: "client@example.com",
  phone_number: "6123456789",
  message: "",
  ...extra,
});

/** Books the first free slot of the first plan for a client (name, email and the like). */
export async function bookFirstFreeSlot(t: { app: FastifyInstance; base: string }, client: Record<string, unknown>) {
  const [slot] = await freeSlots(t.app, t.base, 1);
  return t.app.inject({ method: "POST", url: `${t.base}/bookings`, payload: bookingBody(slot!, await anyServicePlanId(t.app, t.base), client) });
}
