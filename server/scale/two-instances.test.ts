import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, dialect } from "../../test/app.js";
import { REDIS_URL } from "../../test/redis.js";
import { startInstances } from "../../test/instances.js";
import { startS3 } from "../../test/s3-server.js";
import { recipeFormData } from "../../app/lib/api/recipes.js";
import { demoServicePlans } from "../seed/service-plans.js";

// Two instances of the site on one PostgreSQL schema, reached over real sockets, with
// uploads in S3-compatible storage. The S3 server is s3rver, a JavaScript stand-in for
// AWS S3 / MinIO / R2 that runs on 127.0.0.1 here. Each instance has its own DATA_DIR, so a
// file that only one instance's disk held would be missing on the other.

if (dialect !== "postgres") {
  describe("two instances", () => {
    it.skip("run in the api-postgres project only: instances share one PostgreSQL database, and SQLite is a file of one machine", () => {});
  });
} else {
  describe("two instances on one PostgreSQL database", () => {
    let s3: Awaited<ReturnType<typeof startS3>>;
    let cluster: Awaited<ReturnType<typeof startInstances>>;
    let a: string;
    let b: string;
    const base = "/api";

    beforeAll(async () => {
      s3 = await startS3();
      // Seeded at start-up by both at once: the start-up lock must leave one copy.
      cluster = await startInstances(2, {
        ...s3.env("two-instances"),
        SEED_DEMO: "true",
        // A prefix of its own, so parallel test files on the same Redis do not hear each other.
        REDIS_URL,
        REDIS_KEY_PREFIX: `test-${process.pid}-${Date.now()}:`,
      });
      [a, b] = cluster.instances.map((i) => `${i.url}${base}`) as [string, string];
    }, 180_000);
    afterAll(async () => {
      await cluster?.close();
      await s3?.close();
    });

    const json = (body: unknown, token?: string): RequestInit => ({
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const login = async (at: string) => {
      const res = await fetch(`${at}/admin/login`, json(ADMIN));
      expect(res.status).toBe(200);
      return ((await res.json()) as { token: string }).token;
    };

    it("started together, they created one admin and one copy of the demo content", async () => {
      const db = cluster.instances[0]!.db;
      const admins = await db
        .selectFrom("admins")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(admins.n)).toBe(1);
      const plans = (await (await fetch(`${b}/api/v1/service_plans?language=en`)).json()) as unknown[];
      // One plan per set in each language.
      expect(plans).toHaveLength(demoServicePlans.length);
    });

    it("a token from a login on one instance works on the other, and a logout on it ends it on both", async () => {
      const token = await login(a);
      const current = await fetch(`${b}/admin/current`, { headers: { authorization: `Bearer ${token}` } });
      expect(current.status).toBe(200);
      expect(await current.json()).toMatchObject({ email: ADMIN.email });
      expect((await fetch(`${b}/admin/logout`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } })).status).toBeLessThan(300);
      expect((await fetch(`${a}/admin/current`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    });

    it("an image uploaded through one instance is served by the other, with the same caching", async () => {
      const token = await login(a);
      const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#c0392b" } })
        .png()
        .toBuffer();
      const form = recipeFormData(
        {
          title: "Shared Tomato Salad",
          description: "Tomatoes, oil and salt.",
          category: "Salads",
          slug: "",
          language: "en",
          ingredients_attributes: [{ name: "Tomatoes", quantity: "3", size: "pcs" }],
          instructions_attributes: [{ step_number: 1, step_content: "Slice and season." }],
          nutritional_facts_attributes: [],
          valuable_info_attributes: { duration: "5 min", difficulty: "Easy", portions: 2 },
          meta_info_attributes: { meta_title: "Salad", meta_description: "Salad", meta_keywords: "salad" },
        },
        new Blob([new Uint8Array(png)], { type: "image/png" }),
      );
      const created = await fetch(`${a}/recipes`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
      expect(created.status, await created.clone().text()).toBe(201);
      const { image_url: imageUrl, slug } = (await created.json()) as { image_url: string; slug: string };
      expect(imageUrl).toMatch(/\/uploads\/images\/[a-z0-9]+-\d+x\d+\.png$/);

      const fromB = await fetch(`${cluster.instances[1]!.url}${new URL(imageUrl, "http://x").pathname}`);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(png);
      // The recipe itself, written through a, is read through b at once.
      expect((await fetch(`${b}/recipes/slug/${slug}`)).status).toBe(200);
      // Neither instance wrote the upload to its own disk.
      for (const i of cluster.instances) expect(fs.existsSync(path.join(i.dataDir, "files"))).toBe(false);
    });

    it("a PDF uploaded through one instance is in the library seen by the other", async () => {
      const token = await login(b);
      const form = new FormData();
      form.set("file", new Blob([Buffer.from("%PDF-1.4\n% shared\n%%EOF\n")], { type: "application/pdf" }), "shared-guide.pdf");
      expect((await fetch(`${b}/api/admin/pdfs`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })).status).toBe(201);
      const list = (await (await fetch(`${a}/api/admin/pdfs`, { headers: { authorization: `Bearer ${token}` } })).json()) as { name: string }[];
      expect(list.map((f) => f.name)).toEqual(expect.arrayContaining(["shared-guide", "healthy-shopping-list"]));
    });

    it("a content change through one instance reaches the other's listeners (cache invalidation), once", async () => {
      const heard: { at: number; what: unknown }[] = [];
      cluster.instances.forEach((inst, at) => inst.app.events.on("content-changed", (what: unknown) => heard.push({ at, what })));
      const token = await login(a);
      const plan = { title: "Shared plan", description: "Across instances", price: "50", order: 9, language: "en", features_attributes: [] };
      const res = await fetch(`${a}/api/v1/service_plans`, json({ service_plans: [plan, { ...plan, language: "es" }, { ...plan, language: "gr" }] }, token));
      expect(res.status, await res.clone().text()).toBe(201);
      for (let i = 0; i < 40 && heard.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 200)); // time for a duplicate, if there were one
      expect(heard).toEqual([
        { at: 0, what: "service_plans" },
        { at: 1, what: "service_plans" },
      ]);
      // And the data itself is there on the other instance at once.
      const onB = (await (await fetch(`${b}/api/v1/service_plans?language=en`)).json()) as { title: string }[];
      expect(onB.map((p) => p.title)).toContain("Shared plan");
    });

    it("a slot raced from both instances is booked once: one 201, every other request a 409", async () => {
      const {
        dates,
        first_date: first,
        last_date: last,
      } = (await (await fetch(`${b}/bookings/unavailable_dates`)).json()) as { dates: string[]; first_date: string; last_date: string };
      let date = first;
      let time: string | undefined;
      while (date <= last && !time) {
        if (!dates.includes(date))
          time = ((await (await fetch(`${a}/bookings/available_times?date=${date}`)).json()) as { available_times: string[] }).available_times[0];
        if (!time) date = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      }
      expect(time, "a free slot in the horizon").toBeDefined();
      const [plan] = (await (await fetch(`${b}/api/v1/service_plans?language=en`)).json()) as { id: number }[];
      const created = () => cluster.instances.reduce((n, i) => n + i.app.metrics.bookingsCreated.get(), 0);
      const before = created();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(
            `${[a, b][i % 2]}/bookings`,
            json({
              service_plan_id: plan!.id,
              name: `Racer ${i}`,
              email: `racer${i}@example.com`,
              phone_number: "6123456789",
              date,
              time,
            }),
          ).then((r) => r.status),
        ),
      );
      expect(results.filter((c) => c === 201)).toHaveLength(1);
      expect(results.filter((c) => c === 409)).toHaveLength(19);
      for (const at of [a, b]) {
        const times = (await (await fetch(`${at}/bookings/available_times?date=${date}`)).json()) as { booked_times: string[] };
        expect(times.booked_times).toContain(time);
      }
      // The metric counts the booking once, on whichever instance took it.
      expect(created() - before).toBe(1);
    });

    it("both instances are ready and say they use the shared storage", async () => {
      for (const at of [a, b]) {
        const res = await fetch(`${at}/ready`);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ status: "ready", storage: "ok", storage_driver: "s3", migrations: "current" });
      }
    });
  });
}
