import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveArgs } from "../../scripts/serve-args.mjs";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { startIcsServer } from "../../test/ics-server.js";
import { manyEvents, manyParameters, movedOccurrences, secondlyForever, unknownZones } from "../../test/hostile-calendars.js";

import { calendarImports } from "./imports.js";
import { READ_LIMITS } from "./read-calendar.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

/** The heap ceiling production runs with (package.json's "serve"). */
const CEILING_MB = Number(/--max-old-space-size=(\d+)/.exec(serveArgs().join(" "))?.[1]);

const GOOD_CALENDAR = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//test//EN",
  "BEGIN:VEVENT",
  "UID:dentist",
  "DTSTART;TZID=Europe/Madrid:20270106T100000",
  "DTEND;TZID=Europe/Madrid:20270106T110000",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

// Her calendar lives on "a server of her own network": 127.0.0.2, reachable only because
// FETCH_ALLOW_PRIVATE_HOSTS names it (no test allowance is passed to the app).
describe("a hostile calendar does not stop the site", () => {
  let t: TestApp;
  let admin: string;
  let origin: string;
  let ics: Awaited<ReturnType<typeof startIcsServer>>;
  let calendarId: number;
  let goodCopyAt: string;

  const times = async (date: string): Promise<string[]> =>
    (await (await fetch(`${origin}${t.base}/bookings/available_times?date=${date}`)).json()).available_times;

  /** Refreshes the calendar while /health is asked every 50 ms; how long each took, and the memory at its highest. */
  async function refreshWatched() {
    const heapBefore = process.memoryUsage().heapUsed;
    const rssBefore = process.memoryUsage().rss;
    let done = false;
    let worstHealthMs = 0;
    let healthAnswers = 0;
    let heapPeak = heapBefore;
    let rssPeak = rssBefore;
    const watch = (async () => {
      while (!done) {
        const asked = performance.now();
        const res = await fetch(`${origin}${t.base}/health`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        worstHealthMs = Math.max(worstHealthMs, performance.now() - asked);
        healthAnswers++;
        const m = process.memoryUsage();
        heapPeak = Math.max(heapPeak, m.heapUsed);
        rssPeak = Math.max(rssPeak, m.rss);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const started = performance.now();
    const res = await fetch(`${origin}${t.base}/admin/calendar_imports/${calendarId}/refresh`, { method: "POST", headers: bearer(admin) });
    const importMs = performance.now() - started;
    done = true;
    await watch;
    expect(res.status).toBe(200);
    return {
      calendar: await res.json(),
      importMs,
      worstHealthMs,
      healthAnswers,
      heapGrowthMb: (heapPeak - heapBefore) / 2 ** 20,
      rssGrowthMb: (rssPeak - rssBefore) / 2 ** 20,
    };
  }

  beforeAll(async () => {
    t = await buildTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.2" }, { clock });
    admin = await t.login();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    ics = await startIcsServer("127.0.0.2");
    ics.serve(GOOD_CALENDAR);
    const res = await t.app.inject({ method: "POST", url: `${t.base}/admin/calendar_imports`, headers: bearer(admin), payload: { url: ics.url } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ error: null, events: 1 });
    calendarId = res.json().id;
    goodCopyAt = res.json().succeeded_at;
    expect(await times("2027-01-06")).not.toContain("10:00");
  });
  afterAll(async () => {
    await ics.close();
    await t.close();
  });

  it.each([
    ["30 events repeating every second without end", () => secondlyForever("2027-01-04T10:00:00Z"), "repeats_too_often"],
    ["45,000 events in time zones nobody defines", () => unknownZones("2027-01-10"), "too_many_events"],
    ["a start time with 1.2 million parameters", () => manyParameters(), "too_complex"],
    ["36,000 moved occurrences of one series", () => movedOccurrences("2027-01-04T10:00:00Z"), "too_many_events"],
    ["38,000 events", () => manyEvents("2027-01-04T10:00:00Z"), "too_many_events"],
  ] as const)("%s: refused within the limit while the site answers, and the last good copy stays", async (_name, make, error) => {
    const body = make();
    expect(Buffer.byteLength(body)).toBeLessThan(5 * 1024 * 1024); // small enough to be fetched
    ics.serve(body);
    const watched = await refreshWatched();
    expect(watched.calendar).toMatchObject({ error, error_detail: "", succeeded_at: goodCopyAt, events: 1 });
    expect(watched.importMs).toBeLessThan(READ_LIMITS.timeMs);
    expect(watched.healthAnswers).toBeGreaterThan(0);
    expect(watched.worstHealthMs).toBeLessThan(1000);
    expect(watched.heapGrowthMb).toBeLessThan(CEILING_MB);
    expect(watched.rssGrowthMb).toBeLessThan(CEILING_MB);
    expect(await times("2027-01-06")).not.toContain("10:00");
  });

  it.each([
    ["25,000 moved occurrences of one series", () => movedOccurrences("2027-01-04T10:00:00Z", 25_000), 25_001],
    ["25,000 past events in time zones nobody defines", () => unknownZones("2020-01-10", 25_000), 25_000],
  ] as const)("%s: read within the limit while the site answers", async (_name, make, events) => {
    ics.serve(make());
    const watched = await refreshWatched();
    expect(watched.calendar).toMatchObject({ error: null, events });
    expect(watched.importMs).toBeLessThan(READ_LIMITS.timeMs);
    expect(watched.healthAnswers).toBeGreaterThan(0);
    expect(watched.worstHealthMs).toBeLessThan(1000);
    expect(watched.rssGrowthMb).toBeLessThan(CEILING_MB);
    goodCopyAt = watched.calendar.succeeded_at;
  });

  it("stops a reading past its time or memory limit, and keeps the copy it had", async () => {
    const warnings: unknown[] = [];
    const log = { ...t.app.log, warn: (o: unknown) => void warnings.push(o) } as typeof t.app.log;
    const instance = (timeMs: number, memoryMb: number) =>
      calendarImports({ repos: t.app.repos, log, readLimits: { timeMs, memoryMb }, calendarFetch: t.app.calendarFetch });
    ics.serve(manyEvents("2020-01-04T10:00:00Z", 25_000));
    const started = performance.now();
    expect(await instance(300, READ_LIMITS.memoryMb).refresh(calendarId)).toMatchObject({ error: "too_complex", succeeded_at: goodCopyAt });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await instance(READ_LIMITS.timeMs, 8).refresh(calendarId)).toMatchObject({ error: "too_complex", succeeded_at: goodCopyAt });
    expect(warnings).toEqual([
      expect.objectContaining({ error: "too_complex", detail: "reading took more than 0.3 s" }),
      expect.objectContaining({ error: "too_complex", detail: "reading needed more than 8 MB" }),
    ]);
  });
});
