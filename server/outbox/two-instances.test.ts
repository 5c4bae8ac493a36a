import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialect } from "../../test/app.js";
import { startInstances } from "../../test/instances.js";
import { subject } from "../../test/mime.js";
import { testClock } from "../../test/clock.js";

const clock = testClock("2027-01-04T08:00:00Z"); // Monday 09:00 in Madrid

// Two instances on one PostgreSQL database, each with its own outbox worker: every mail is
// claimed by one of them and sent once. (SQLite serves a single instance.)
describe.skipIf(dialect !== "postgres")("the outbox on two instances", () => {
  let cluster: Awaited<ReturnType<typeof startInstances>>;

  // Two server processes starting at once: the limit is what a busy two-core machine holds.
  beforeAll(async () => {
    // Many bookings from one phone number here; the hold limit has its own tests.
    cluster = await startInstances(2, { NUTRITIONIST_EMAIL: "elena@practice.test", BOOKING_UNPAID_LIMIT: "100" }, { clock });
  }, 180_000);
  afterAll(() => cluster.close());

  it("sends each mail once while both instances deliver", async () => {
    const [a, b] = cluster.instances;
    const plans = await a!.app.repos.servicePlans.createMany([
      { title: "Initial consultation", description: "First session", price: 70, order: 0, language: "en", payment_link: null, features_attributes: [] },
    ]);
    const times = ["09:00", "10:00", "11:00", "12:00", "16:00", "17:00", "18:00"];
    // Bookings arrive at both instances at once; both workers are kicked and also poll.
    await Promise.all(
      times.flatMap((time, i) =>
        ["2027-01-07", "2027-01-08"].map(async (date) => {
          const res = await fetch(`${(i % 2 ? a : b)!.url}/api/bookings`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              service_plan_id: plans[0]!.id,
              date,
              time,
              name: "Two Instances",
              email: `c-${date}-${time.replace(":", "")}@example.com`,
              phone_number: "6123456789",
            }),
          });
          expect(res.status).toBe(201);
        }),
      ),
    );
    // Both take turns on what is left, at the same moment.
    await Promise.all([a!.app.outboxWorker.runOnce(), b!.app.outboxWorker.runOnce(), a!.app.outboxWorker.runOnce(), b!.app.outboxWorker.runOnce()]);
    const expected = times.length * 2 * 2; // a confirmation and a notice per booking
    await cluster.mailbox.waitFor(expected, 15_000);
    await new Promise((r) => setTimeout(r, 6_000)); // one more poll of each instance
    const subjects = cluster.mailbox.received.map((m) => `${m.to.join(",")} ${subject(m.raw)}`);
    expect(subjects.length).toBe(expected);
    expect(new Set(subjects).size).toBe(expected);
    const sent = await a!.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("status", "=", "sent")
      .executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(expected);
  });
});
