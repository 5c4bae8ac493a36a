import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { parseMail } from "../../test/mail-parts.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const DOC = {
  blocks: [
    { type: "header", data: { text: "Autumn on the plate", level: 2 } },
    { type: "paragraph", data: { text: 'Pumpkin is <b>in season</b>. <a href="/recipes">Our recipes</a><script>alert(1)</script>' } },
    { type: "image", data: { file: { url: "/api/uploads/pumpkin.jpg" }, caption: "Roast pumpkin" } },
    { type: "list", data: { style: "ordered", items: ["Wash", "Roast"] } },
  ],
};

describe("newsletters", { timeout: 120_000 }, () => {
  let t: TestApp;
  let token: string;
  const url = (p = "") => `${t.base}/api/v1/newsletters${p}`;
  const admin = (method: "GET" | "POST" | "PUT" | "DELETE", p: string, payload?: unknown) =>
    t.app.inject({ method, url: url(p), headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = async (newsletter: Record<string, unknown>) => {
    const res = await admin("POST", "", {
      newsletter: { language: "en", subject: "Autumn news", preheader: "Pumpkins and more", content: DOC, ...newsletter },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; status: string; counts: { sent: number; failed: number; remaining: number } };
  };
  /** Subscribers straight into the table: `n` of one language and status. */
  const addSubscribers = async (prefix: string, n: number, language: string, status: string) => {
    const at = new Date().toISOString();
    const rows = Array.from({ length: n }, (_, i) => ({
      email: `${prefix}${i}@example.com`,
      language,
      status,
      unsubscribe_token: `${prefix}-token-${i}`,
      created_at: at,
    }));
    for (let i = 0; i < rows.length; i += 100)
      await t.db
        .insertInto("subscribers")
        .values(rows.slice(i, i + 100))
        .execute();
    return rows.map((r) => r.email);
  };
  /** The mails received with this subject, by recipient (each mail parsed once). */
  const copiesBySubject = (wanted: string) => {
    const by = new Map<string, string[]>();
    for (const m of t.mailbox.received) {
      if (parseMail(m.raw).subject !== wanted) continue;
      for (const to of m.to) by.set(to, [...(by.get(to) ?? []), m.raw]);
    }
    return by;
  };

  beforeAll(async () => {
    t = await buildTestApp({ NEWSLETTER_RATE_PER_MINUTE: "100000", PUBLIC_URL: "https://elena.example" });
    token = await t.login();
  });
  afterAll(() => t.close());

  it("creates, reads, changes and deletes a draft; refuses bad input in the admin's language", async () => {
    const created = await create({});
    expect(created.status).toBe("draft");
    const got = (await admin("GET", `/${created.id}`)).json();
    expect(got.subject).toBe("Autumn news");
    // Inline HTML is sanitised on the way in, as for blogs.
    expect(JSON.stringify(got.content)).not.toContain("<script>");
    const put = await admin("PUT", `/${created.id}`, { newsletter: { language: "en", subject: "Autumn news, revised", preheader: "", content: DOC } });
    expect(put.statusCode).toBe(200);
    expect(put.json().subject).toBe("Autumn news, revised");
    expect((await admin("GET", "")).json().some((n: { id: number }) => n.id === created.id)).toBe(true);

    const bad = await t.app.inject({
      method: "POST",
      url: url("?language=es"),
      headers: bearer(token),
      payload: { newsletter: { language: "fr", subject: "", content: { blocks: [{ type: "video", data: {} }] } } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.subject).toEqual(["Este campo es obligatorio."]);
    expect(bad.json().errors.language).toEqual(["El idioma debe ser en, es o gr."]);
    expect(bad.json().errors["content.blocks.0.type"]).toHaveLength(1);
    const noBlog = await admin("POST", "", { newsletter: { language: "en", subject: "From a post", blog_slug: "no-such-post" } });
    expect(noBlog.statusCode).toBe(422);
    expect(noBlog.json().errors.blog_slug).toEqual(["No published post with this slug in this language."]);

    expect((await admin("DELETE", `/${created.id}`)).statusCode).toBe(204);
    expect((await admin("GET", `/${created.id}`)).statusCode).toBe(404);
    expect((await admin("GET", "/999999")).json().error).toBe("Newsletter not found.");
  });

  it("is made from a published post", async () => {
    const form = { blog: { title: "Sleep and appetite", language: "en", published_date: "2026-01-10", content: JSON.stringify(DOC) } };
    const blog = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/blogs`, headers: bearer(token), payload: form });
    expect(blog.statusCode, blog.body).toBe(201);
    // Without a subject of its own it takes the post's title, and the mail links back to the post.
    const n = await create({ subject: "", blog_slug: blog.json().slug, content: undefined });
    const got = (await admin("GET", `/${n.id}`)).json();
    expect(got.subject).toBe("Sleep and appetite");
    expect(got.blog_slug).toBe(blog.json().slug);
    const preview = (await admin("GET", `/${n.id}/preview`)).json();
    const postUrl = `${t.config.PUBLIC_URL}/blogs/${blog.json().slug}?lang=en`;
    expect(preview.subject).toBe("Sleep and appetite");
    expect(preview.text).toContain(`Read the full post on the website: ${postUrl}`);
    expect(preview.html).toContain(`href="${postUrl}"`);
    expect(got.content.blocks.map((b: { type: string }) => b.type)).toEqual(["header", "paragraph", "image", "list"]);
    const es = await admin("POST", "", { newsletter: { language: "es", subject: "x", blog_slug: blog.json().slug } });
    expect(es.statusCode).toBe(422);
    await admin("DELETE", `/${n.id}`);
  });

  it("sends one copy to each of 500 confirmed subscribers of its language and to no one else, with one-click unsubscribe, HTML and text", async () => {
    const confirmed = await addSubscribers("reader", 500, "en", "confirmed");
    const pending = await addSubscribers("pending", 5, "en", "pending");
    const bounced = await addSubscribers("bounced", 2, "en", "bounced");
    const spanish = await addSubscribers("lector", 5, "es", "confirmed");
    const n = await create({ subject: "The 500 letter" });
    expect(n.counts.remaining).toBe(500);

    const sent = await admin("POST", `/${n.id}/send`, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json().status).toBe("sending");
    // A second call changes nothing: no further copy is queued.
    expect((await admin("POST", `/${n.id}/send`, {})).json().status).toBe("sending");
    expect(
      Number(
        (
          await t.db
            .selectFrom("outbox")
            .select((eb) => eb.fn.countAll().as("c"))
            .where("newsletter_id", "=", n.id)
            .executeTakeFirstOrThrow()
        ).c,
      ),
    ).toBe(500);

    await expect.poll(async () => (await admin("GET", `/${n.id}`)).json().counts.sent, { timeout: 90_000, interval: 250 }).toBe(500);
    await t.app.services.newsletterSending.runJobs();
    const done = (await admin("GET", `/${n.id}`)).json();
    expect(done.status).toBe("sent");
    expect(done.counts).toEqual({ sent: 500, failed: 0, remaining: 0 });

    const copies = copiesBySubject("The 500 letter");
    for (const address of confirmed) expect(copies.get(address), address).toHaveLength(1);
    for (const address of [...pending, ...bounced, ...spanish]) expect(copies.get(address), address).toBeUndefined();

    const mail = parseMail(copies.get(confirmed[7]!)![0]!);
    const link = `https://elena.example${t.base}/api/v1/subscribers/unsubscribe?token=reader-token-7`;
    expect(mail.headers["list-unsubscribe"]).toBe(`<${link}>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.html).toContain('<html lang="en"');
    expect(mail.html).toContain('src="https://elena.example/api/uploads/pumpkin.jpg"');
    expect(mail.html).toContain('href="https://elena.example/recipes"');
    expect(mail.html).toContain("prefers-color-scheme: dark");
    expect(mail.html).not.toContain("<script");
    expect(mail.html).toContain("Pumpkins and more");
    expect(mail.text).toContain("AUTUMN ON THE PLATE");
    expect(mail.text).toContain("1. Wash");
    expect(mail.text).toContain(link);
    expect(mail.text).not.toMatch(/<[a-z]/);

    // The one-click POST of RFC 8058 on that header unsubscribes at once.
    const gone = await t.app.inject({
      method: "POST",
      url: link.slice("https://elena.example".length),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(gone.statusCode).toBe(200);
    expect(await t.db.selectFrom("subscribers").select("id").where("email", "=", confirmed[7]!).executeTakeFirst()).toBeUndefined();

    // Now a public page, listed in its language's archive only.
    const archive = (await t.app.inject({ url: `${t.base}/api/v1/newsletter_archive?language=en` })).json() as { slug: string; subject: string }[];
    const entry = archive.find((a) => a.subject === "The 500 letter")!;
    expect(entry.slug).toBe(`the-500-letter-${n.id}`);
    expect(mail.text).toMatch(new RegExp(`https://elena\\.example/newsletter/${entry.slug}\\s`));
    const sitemap = (await t.app.inject({ url: "/sitemap.xml" })).body;
    expect(sitemap).toContain(`<loc>https://elena.example/newsletter/${entry.slug}</loc>`);
    expect(sitemap).toContain("<loc>https://elena.example/newsletter?lang=gr</loc>");
    expect((await t.app.inject({ url: `${t.base}/api/v1/newsletter_archive/${entry.slug}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${t.base}/api/v1/newsletter_archive?language=es` })).json()).toEqual([]);
    // Sent, it can no longer be changed.
    expect((await admin("PUT", `/${n.id}`, { newsletter: { language: "en", subject: "Changed" } })).statusCode).toBe(409);
    await t.db.deleteFrom("subscribers").execute();
  });

  it("spreads the copies at the configured rate: each minute's batch falls due a minute after the last", async () => {
    const slow = await buildTestApp({ NEWSLETTER_RATE_PER_MINUTE: "2" }, { db: t.db });
    try {
      await addSubscribers("rate", 5, "gr", "confirmed");
      const n = await create({ language: "gr", subject: "Ρυθμός" });
      const found = (await slow.app.repos.newsletters.find(n.id))!;
      await slow.app.outboxWorker.stop();
      const now = new Date("2030-01-01T10:00:00.000Z");
      expect(await slow.app.services.newsletterSending.queue(found, now)).toBe(5);
      const due = (await t.db.selectFrom("outbox").select("next_attempt_at").where("newsletter_id", "=", n.id).orderBy("id").execute()).map(
        (r) => r.next_attempt_at,
      );
      expect(due).toEqual([
        "2030-01-01T10:00:00.000Z",
        "2030-01-01T10:00:00.000Z",
        "2030-01-01T10:01:00.000Z",
        "2030-01-01T10:01:00.000Z",
        "2030-01-01T10:02:00.000Z",
      ]);
      // Not finished while a copy waits; finished once none does (sent or given up on).
      await slow.app.repos.newsletters.finishSends();
      expect((await admin("GET", `/${n.id}`)).json().status).toBe("sending");
      await t.db.updateTable("outbox").set({ status: "failed" }).where("newsletter_id", "=", n.id).execute();
      await slow.app.repos.newsletters.finishSends();
      expect((await admin("GET", `/${n.id}`)).json().status).toBe("sent");
      await t.db.deleteFrom("outbox").where("newsletter_id", "=", n.id).execute();
      await t.db.deleteFrom("subscribers").execute();
    } finally {
      await slow.app.close();
      await slow.mailbox.close();
    }
  });

  it("drops the waiting copies of someone who unsubscribes or is removed during a send", async () => {
    const slow = await buildTestApp({ NEWSLETTER_RATE_PER_MINUTE: "1" }, { db: t.db });
    try {
      const emails = await addSubscribers("leave", 3, "es", "confirmed");
      const n = await create({ language: "es", subject: "Se va" });
      await slow.app.outboxWorker.stop();
      expect(await slow.app.services.newsletterSending.queue((await slow.app.repos.newsletters.find(n.id))!, new Date("2030-01-01T10:00:00.000Z"))).toBe(3);
      const waiting = async () =>
        (await t.db.selectFrom("outbox").select("recipient").where("newsletter_id", "=", n.id).where("status", "=", "pending").execute())
          .map((r) => r.recipient)
          .sort();
      expect(await waiting()).toEqual(emails);

      // One leaves by the mail's one-click POST, one is removed by the nutritionist.
      const oneClick = await t.app.inject({
        method: "POST",
        url: `${t.base}/api/v1/subscribers/unsubscribe?token=leave-token-1`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.statusCode).toBe(200);
      const removed = await t.db.selectFrom("subscribers").select("id").where("email", "=", emails[2]!).executeTakeFirstOrThrow();
      expect((await t.app.inject({ method: "DELETE", url: `${t.base}/api/v1/subscribers/${removed.id}`, headers: bearer(token) })).statusCode).toBe(204);

      expect(await waiting()).toEqual([emails[0]]);
      await t.db.deleteFrom("outbox").where("newsletter_id", "=", n.id).execute();
      await t.db.deleteFrom("subscribers").execute();
    } finally {
      await slow.app.close();
      await slow.mailbox.close();
    }
  });

  it("schedules a send for later and starts it when its time has come", async () => {
    await addSubscribers("later", 3, "es", "confirmed");
    const n = await create({ language: "es", subject: "Boletín programado" });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await admin("POST", `/${n.id}/send`, { send_at: at });
    expect(res.json().status).toBe("scheduled");
    expect(res.json().send_at).toBe(at);
    expect((await admin("POST", `/${n.id}/send`, {})).json().status).toBe("scheduled");
    const jobs = t.app.services.newsletterSending;
    expect((await jobs.runJobs()).started).toBe(0);
    // Its time comes.
    await t.db
      .updateTable("newsletters")
      .set({ send_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", n.id)
      .execute();
    expect((await jobs.runJobs()).started).toBe(1);
    await expect.poll(() => t.mailbox.received.filter((m) => parseMail(m.raw).subject === "Boletín programado").length, { timeout: 10_000 }).toBe(3);
    const bad = await t.app.inject({ method: "POST", url: url(`/${n.id}/send?language=gr`), headers: bearer(token), payload: { send_at: "tomorrow" } });
    expect(bad.statusCode).toBe(422);
    await t.db.deleteFrom("subscribers").execute();
  });

  it("marks an address refused at RCPT (5xx) as bounced and sends it nothing more; a 4xx is tried again", async () => {
    await addSubscribers("hard", 1, "en", "confirmed");
    await addSubscribers("soft", 1, "en", "confirmed");
    t.mailbox.refuseRecipient("hard0@example.com", 550);
    t.mailbox.refuseRecipient("soft0@example.com", 450);
    const n = await create({ subject: "Bounce check" });
    await admin("POST", `/${n.id}/send`, {});
    await expect.poll(async () => (await admin("GET", `/${n.id}`)).json().counts, { timeout: 10_000 }).toEqual({ sent: 0, failed: 1, remaining: 1 });
    const status = async (email: string) => (await t.db.selectFrom("subscribers").select("status").where("email", "=", email).executeTakeFirstOrThrow()).status;
    // The worker records the failure, then marks the address: the count can be seen first.
    await expect.poll(() => status("hard0@example.com")).toBe("bounced");
    expect(await status("soft0@example.com")).toBe("confirmed");
    const listed = (await t.app.inject({ url: `${t.base}/api/v1/subscribers?status=bounced`, headers: bearer(token) })).json();
    expect(listed.map((s: { email: string }) => s.email)).toEqual(["hard0@example.com"]);

    // The soft failure goes out on its retry once the server accepts it again.
    t.mailbox.refuseRecipient("soft0@example.com", null);
    await t.db
      .updateTable("outbox")
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where("newsletter_id", "=", n.id)
      .where("status", "=", "pending")
      .execute();
    t.app.outboxWorker.kick();
    await expect.poll(async () => (await admin("GET", `/${n.id}`)).json().counts, { timeout: 10_000 }).toEqual({ sent: 1, failed: 1, remaining: 0 });
    // The next newsletter skips the bounced address.
    const next = await create({ subject: "After the bounce" });
    await admin("POST", `/${next.id}/send`, {});
    await expect.poll(async () => (await admin("GET", `/${next.id}`)).json().counts.sent, { timeout: 10_000 }).toBe(1);
    expect(t.mailbox.received.filter((m) => m.to.includes("hard0@example.com"))).toHaveLength(0);
    await t.db.deleteFrom("subscribers").execute();
  });

  it("sends a marked test copy to one address, and previews the mail", async () => {
    const n = await create({ language: "gr", subject: "Δοκιμαστικό" });
    const res = await admin("POST", `/${n.id}/test`, { email: "elena@practice.test" });
    expect(res.statusCode).toBe(202);
    const [copy] = await (async () => {
      for (let i = 0; i < 250; i++) {
        const found = t.mailbox.received.filter((m) => m.to.includes("elena@practice.test"));
        if (found.length) return found;
        await sleep(20);
      }
      throw new Error("no test copy");
    })();
    expect(parseMail(copy!.raw).subject).toBe("[Δοκιμή] Δοκιμαστικό");
    expect((await admin("GET", `/${n.id}`)).json().status).toBe("draft");
    const preview = (await admin("GET", `/${n.id}/preview`)).json();
    expect(preview.html).toContain('<html lang="el"');
    expect(preview.text).toContain("AUTUMN ON THE PLATE");
    expect((await admin("POST", `/${n.id}/test`, { email: "nope" })).statusCode).toBe(422);
  });

  it("refuses every admin call without a token", async () => {
    for (const [method, p] of [
      ["GET", ""],
      ["POST", ""],
      ["GET", "/1"],
      ["PUT", "/1"],
      ["DELETE", "/1"],
      ["POST", "/1/test"],
      ["POST", "/1/send"],
      ["GET", "/1/preview"],
    ] as const) {
      expect((await t.app.inject({ method, url: url(p) })).statusCode, `${method} ${p}`).toBe(401);
    }
  });
});
