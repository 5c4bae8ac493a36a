import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { seedDemoContent } from "../seed/seed.js";

describe("demo bookings seed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("seeds the default availability and bookings in every status, once", async () => {
    await seedDemoContent(t.db, t.app.storage, t.base);
    await seedDemoContent(t.db, t.app.storage, t.base);
    const token = await t.login();
    const list = (await t.app.inject({ url: `${t.base}/bookings`, headers: bearer(token) })).json();
    expect(list).toHaveLength(6);
    expect(new Set(list.map((b: { status: string }) => b.status))).toEqual(new Set(["completed", "cancelled", "confirmed", "pending_payment"]));
    const settings = (await t.app.inject({ url: `${t.base}/bookings/availability`, headers: bearer(token) })).json();
    expect(settings.weekly_hours.fri).toEqual([
      { start: "09:00", end: "13:00" },
      { start: "16:00", end: "19:00" },
    ]);
    const active = list.filter((b: { status: string }) => b.status === "confirmed" || b.status === "pending_payment");
    for (const b of active) {
      const times = (await t.app.inject({ url: `${t.base}/bookings/available_times?date=${b.date}` })).json();
      expect(times.booked_times).toContain(b.time);
    }
  });
});
