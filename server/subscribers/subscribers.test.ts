import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { decodeWords, parseMail } from "../../test/mail-parts.js";
import { multipartBody } from "../../test/multipart.js";
import { demoPracticeName } from "../seed/demo-practice.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("subscribers", () => {
  let t: TestApp;
  let token: string;
  const url = (p = "") => `${t.base}/api/v1/subscribers${p}`;
  const subscribe = (subscriber: unknown, headers: Record<string, string> = {}, query = "") =>
    t.app.inject({ method: "POST", url: url(query), headers, payload: { subscriber } });
  /** The path (beneath the site's origin) an absolute link of a mail points to. */
  const pathOf = (link: string) => link.slice(t.config.PUBLIC_URL.length);
  /** The API's confirmation address for the token of a confirmation mail's link (a page of the site). */
  const confirmLinkOf = (text: string) => {
    const token = /\/newsletter-confirm\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
    return `${t.config.PUBLIC_URL}${t.base}/api/v1/subscribers/confirm?token=${token}`;
  };
  const count = async () =>
    (
      await t.db
        .selectFrom("subscribers")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n;

  /** Waits for the (first) mail sent to an address. */
  const mailTo = async (address: string) => {
    for (let waited = 0; waited < 5000; waited += 20) {
      const found = t.mailbox.received.find((m) => m.to.includes(address));
      if (found) return found;
      await sleep(20);
    }
    throw new Error(`no mail to ${address}`);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    // The practice is named as the demo names it, in each language (its identity).
    await t.app.repos.practiceIdentity.set(demoPracticeName);
    token = await t.login();
  });
  afterAll(() => t.close());

  it("subscribes, answers 201 and sends a confirmation mail with a one-click unsubscribe", async () => {
    const before = t.mailbox.received.length;
    const res = await subscribe({ email: "  Ana.Lopez@Example.com " });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe("Thank you for subscribing! Check your email for a welcome message.");
    expect(body.subscriber).toEqual({ email: "ana.lopez@example.com" });

    const [received] = (await t.mailbox.waitFor(before + 1)).slice(before);
    expect(received!.to).toEqual(["ana.lopez@example.com"]);
    const mail = parseMail(received!.raw);
    // The welcome it promises, with one button: the confirmation.
    expect(mail.subject).toBe("Welcome to the Nutrition with Elena newsletter: please confirm your address");
    expect(mail.text).toContain("Welcome, and thank you for signing up!");
    expect(mail.html.match(/newsletter-confirm\?token=/g)).toHaveLength(1);
    const row = await t.db.selectFrom("subscribers").selectAll().where("email", "=", "ana.lopez@example.com").executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    // The link opens the site's own page, in the sign-up language.
    expect(mail.text).toContain(`${t.config.PUBLIC_URL}/newsletter-confirm?token=${row.confirm_token}&lang=en`);
    const link = `${t.config.PUBLIC_URL}${t.base}/api/v1/subscribers/unsubscribe?token=${row.unsubscribe_token}`;
    expect(mail.headers["list-unsubscribe"]).toBe(`<${link}>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["reply-to"]).toContain(t.config.NUTRITIONIST_EMAIL);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('<html lang="en"');
    expect(mail.text).toContain("ana.lopez@example.com");
  });

  it("answers success again for the same address in any case, storing and mailing nothing more", async () => {
    const before = t.mailbox.received.length;
    const rows = await count();
    const res = await subscribe({ email: "ANA.LOPEZ@example.COM" });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Thank you for subscribing! Check your email for a welcome message.");
    expect(res.json().subscriber.email).toBe("ana.lopez@example.com");
    await sleep(300);
    expect(await count()).toBe(rows);
    expect(t.mailbox.received.length).toBe(before);
  });

  it("answers an address already on the list exactly as a new one: no id, no date, same status, headers and body", async () => {
    // Whoever types an address must not learn whether it is on the list, since when, or how long the list is.
    const answer = async (email: string) => {
      const res = await subscribe({ email });
      const { date: _date, "x-request-id": _id, ...headers } = res.headers;
      return { status: res.statusCode, headers, body: res.json() as Record<string, unknown> };
    };
    const fresh = await answer("first.time@example.com");
    const again = await answer("first.time@example.com");
    const other = await answer("someone.else@example.com");
    expect(fresh.status).toBe(201);
    expect(again).toEqual(fresh);
    expect(fresh.body).toEqual({
      message: "Thank you for subscribing! Check your email for a welcome message.",
      subscriber: { email: "first.time@example.com" },
    });
    // Only the echoed address tells two answers apart: nothing about the row is given away.
    expect(JSON.stringify(other.body).replaceAll("someone.else", "first.time")).toBe(JSON.stringify(fresh.body));
    expect(JSON.stringify(fresh)).not.toMatch(/"id"|created_at|\d{4}-\d{2}-\d{2}T/);
    // Their welcome mails, before the next test counts mails.
    await mailTo("first.time@example.com");
    await mailTo("someone.else@example.com");
  });

  it("stores one row and sends one welcome when the same address arrives at once", async () => {
    const before = t.mailbox.received.length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email: "race@example.com" })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    await t.mailbox.waitFor(before + 1);
    await sleep(300);
    expect(t.mailbox.received.length).toBe(before + 1);
    const rows = await t.db.selectFrom("subscribers").select("id").where("email", "=", "race@example.com").execute();
    expect(rows).toHaveLength(1);
  });

  it("answers and mails in the visitor's language", async () => {
    const before = t.mailbox.received.length;
    const es = await subscribe({ email: "lucia@example.es", language: "es" });
    expect(es.json().message).toBe("¡Gracias por suscribirte! Revisa tu correo para ver el mensaje de bienvenida.");
    const gr = await subscribe({ email: "eleni@example.gr" }, { "accept-language": "el-GR,el;q=0.9" });
    expect(gr.json().message).toBe("Ευχαριστούμε για την εγγραφή! Ελέγξτε το email σας για ένα μήνυμα καλωσορίσματος.");
    const mails = (await t.mailbox.waitFor(before + 2)).slice(before).map((m) => ({ to: m.to[0], ...parseMail(m.raw) }));
    const esMail = mails.find((m) => m.to === "lucia@example.es")!;
    const grMail = mails.find((m) => m.to === "eleni@example.gr")!;
    expect(esMail.subject).toBe("Bienvenida al boletín de Nutrición con Elena: confirma tu dirección");
    expect(esMail.text).toContain("¡Te damos la bienvenida y gracias por apuntarte!");
    expect(esMail.text).toContain("Darse de baja del boletín");
    expect(esMail.html).toContain('<html lang="es"');
    expect(grMail.subject).toContain("Καλώς ήρθατε");
    expect(grMail.subject).toContain("επιβεβαιώστε τη διεύθυνσή σας");
    expect(grMail.html).toContain('<html lang="el"');
    expect(grMail.text).toContain("Διαγραφή από το ενημερωτικό δελτίο");
    const stored = await t.db
      .selectFrom("subscribers")
      .select(["email", "language"])
      .where("email", "in", ["lucia@example.es", "eleni@example.gr"])
      .orderBy("email")
      .execute();
    expect(stored).toEqual([
      { email: "eleni@example.gr", language: "gr" },
      { email: "lucia@example.es", language: "es" },
    ]);
  });

  it("refuses a missing or invalid email with the newsletter's message, storing nothing", async () => {
    const rows = await count();
    for (const payload of [{ email: "" }, { email: "not-an-email" }, {}, { email: 42 }]) {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe("Please enter a valid email address.");
      expect(res.json().errors.email).toEqual(["Please enter a valid email address."]);
    }
    const noWrapper = await t.app.inject({ method: "POST", url: url(), payload: { email: "x@example.com" } });
    expect(noWrapper.statusCode).toBe(422);
    const es = await subscribe({ email: "nope", language: "es" });
    expect(es.json().error).toBe("Por favor, introduce un correo electrónico válido.");
    const gr = await subscribe({ email: "nope" }, {}, "?language=gr");
    expect(gr.json().error).toBe("Παρακαλώ εισάγετε μια έγκυρη διεύθυνση email.");
    expect(await count()).toBe(rows);
  });

  it("confirms on the button's POST only (GET asks), sends the welcome mail in the sign-up language, and only once", async () => {
    await subscribe({ email: "confirm.me@example.es", language: "es" });
    const text = parseMail((await mailTo("confirm.me@example.es")).raw).text;
    const link = confirmLinkOf(text);
    const status = async () =>
      (await t.db.selectFrom("subscribers").select("status").where("email", "=", "confirm.me@example.es").executeTakeFirstOrThrow()).status;
    const browser = { accept: "text/html", "accept-language": "en" };
    const page = await t.app.inject({ url: pathOf(link), headers: browser });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es"');
    expect(page.body).toContain("¿Confirmas la suscripción de confirm.me@example.es al boletín?");
    // The site's confirmation page asks for the same as JSON; asking confirms no one either.
    expect((await t.app.inject({ url: pathOf(link) })).json()).toEqual({ email: "confirm.me@example.es", language: "es", confirmed: false });
    expect(await status()).toBe("pending");
    const before = t.mailbox.received.length;
    const done = await t.app.inject({
      method: "POST",
      url: pathOf(link),
      headers: { ...browser, "content-type": "application/x-www-form-urlencoded" },
      payload: "confirm=yes",
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Tu suscripción está confirmada.");
    expect(await status()).toBe("confirmed");
    const [welcome] = (await t.mailbox.waitFor(before + 1)).slice(before);
    expect(welcome!.to).toEqual(["confirm.me@example.es"]);
    expect(parseMail(welcome!.raw).subject).toBe("Bienvenida al boletín de Nutrición con Elena");
    // The link used again: she is told she is subscribed already, and nothing is sent again.
    const again = await t.app.inject({ method: "POST", url: pathOf(link) });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe("Ya tienes la suscripción confirmada: este enlace ya se usó. No tienes que hacer nada más.");
    const used = await t.app.inject({ url: pathOf(link), headers: { "accept-language": "en" } });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ email: "confirm.me@example.es", language: "es", confirmed: true });
    const usedPage = await t.app.inject({ url: pathOf(link), headers: browser });
    expect(usedPage.statusCode).toBe(200);
    expect(usedPage.body).toContain("Ya tienes la suscripción confirmada");
    expect(usedPage.body).not.toContain("<form");
    await new Promise((r) => setTimeout(r, 200));
    expect(t.mailbox.received.length).toBe(before + 1);

    const listed = (await t.app.inject({ url: url("?status=confirmed"), headers: bearer(token) })).json() as { email: string; status: string }[];
    expect(listed.find((s) => s.email === "confirm.me@example.es")?.status).toBe("confirmed");
    expect(listed.every((s) => s.status === "confirmed")).toBe(true);
    const pending = (await t.app.inject({ url: url("?status=pending"), headers: bearer(token) })).json() as { email: string; status: string }[];
    expect(pending.some((s) => s.email === "ana.lopez@example.com")).toBe(true);
    expect((await t.app.inject({ url: url("?status=gone"), headers: bearer(token) })).statusCode).toBe(422);

    // Once she has unsubscribed, the link is not valid any more.
    const row = await t.db.selectFrom("subscribers").select("unsubscribe_token").where("email", "=", "confirm.me@example.es").executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: "POST", url: url(`/unsubscribe?token=${row.unsubscribe_token}`) })).statusCode).toBe(200);
    const gone = await t.app.inject({ url: pathOf(link), headers: { "accept-language": "es" } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toContain("no es válido");
  });

  it("a Greek reader's mails come from the practice's Greek name, and the welcome links to the posts in Greek", async () => {
    await subscribe({ email: "eleni.welcome@example.gr", language: "gr" });
    const confirm = parseMail((await mailTo("eleni.welcome@example.gr")).raw);
    expect(decodeWords(confirm.headers.from!)).toMatch(/^"?Διατροφή με την Έλενα"? </);
    const link = confirmLinkOf(confirm.text);
    const before = t.mailbox.received.length;
    const done = await t.app.inject({
      method: "POST",
      url: pathOf(link),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "confirm=yes",
    });
    expect(done.statusCode).toBe(200);
    const welcome = parseMail((await t.mailbox.waitFor(before + 1)).slice(before)[0]!.raw);
    expect(decodeWords(welcome.headers.from!)).toMatch(/^"?Διατροφή με την Έλενα"? </);
    expect(welcome.text).toContain(`${t.config.PUBLIC_URL}/blogs?lang=gr`);
    expect(welcome.html).toContain(`${t.config.PUBLIC_URL}/blogs?lang=gr`);
  });

  it("refuses a confirmation link after 7 days and deletes the unconfirmed sign-up", async () => {
    await subscribe({ email: "late@example.com" });
    await mailTo("late@example.com");
    const row = await t.db.selectFrom("subscribers").selectAll().where("email", "=", "late@example.com").executeTakeFirstOrThrow();
    await t.db
      .updateTable("subscribers")
      .set({ created_at: new Date(Date.now() - 8 * 24 * 3_600_000).toISOString() })
      .where("id", "=", row.id)
      .execute();
    const res = await t.app.inject({ method: "POST", url: url(`/confirm?token=${row.confirm_token}`) });
    expect(res.statusCode).toBe(404);
    expect(await t.app.repos.subscribers.expirePending()).toBeGreaterThanOrEqual(1);
    expect(await t.db.selectFrom("subscribers").select("id").where("id", "=", row.id).executeTakeFirst()).toBeUndefined();
  });

  it("lets an address refused by the mail server before it confirmed sign up again once its 7 days are over", async () => {
    const statusOf = async (email: string) => (await t.db.selectFrom("subscribers").select("status").where("email", "=", email).executeTakeFirst())?.status;
    t.mailbox.refuseRecipient("typo@example.com", 550);
    expect((await subscribe({ email: "typo@example.com" })).statusCode).toBe(201);
    await expect.poll(() => statusOf("typo@example.com"), { timeout: 10_000 }).toBe("bounced");
    // A confirmed reader whose mailbox later bounced stays listed (nothing more goes to it).
    await t.db
      .insertInto("subscribers")
      .values({
        email: "gone@example.com",
        language: "en",
        unsubscribe_token: "gone-token",
        created_at: new Date(Date.now() - 400 * 24 * 3_600_000).toISOString(),
        status: "bounced",
        confirm_token: "gone-confirm-token",
        confirmed_at: new Date(Date.now() - 399 * 24 * 3_600_000).toISOString(),
      })
      .execute();

    // Within the 7 days the sign-up stays as it is.
    await t.app.repos.subscribers.expirePending();
    expect(await statusOf("typo@example.com")).toBe("bounced");
    await t.db
      .updateTable("subscribers")
      .set({ created_at: new Date(Date.now() - 8 * 24 * 3_600_000).toISOString() })
      .where("email", "=", "typo@example.com")
      .execute();
    expect(await t.app.repos.subscribers.expirePending()).toBeGreaterThanOrEqual(1);
    expect(await statusOf("typo@example.com")).toBeUndefined();
    expect(await statusOf("gone@example.com")).toBe("bounced");

    // She signs up again (her mailbox fixed): a new sign-up and a new confirmation mail.
    t.mailbox.refuseRecipient("typo@example.com", null);
    expect((await subscribe({ email: "typo@example.com" })).statusCode).toBe(201);
    expect((await mailTo("typo@example.com")).to).toEqual(["typo@example.com"]);
    expect(await statusOf("typo@example.com")).toBe("pending");
    await t.db.deleteFrom("subscribers").where("email", "in", ["typo@example.com", "gone@example.com"]).execute();
  });

  it("unsubscribes in one click (RFC 8058 POST) and then answers 404", async () => {
    await subscribe({ email: "oneclick@example.com" });
    const header = parseMail((await mailTo("oneclick@example.com")).raw).headers["list-unsubscribe"]!;
    const link = /^<(.+)>$/.exec(header)![1]!;
    const post = () =>
      t.app.inject({
        method: "POST",
        url: pathOf(link),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const res = await post();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("You have been unsubscribed. You will not receive our newsletter any more.");
    expect(await t.db.selectFrom("subscribers").select("id").where("email", "=", "oneclick@example.com").executeTakeFirst()).toBeUndefined();
    const again = await post();
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe("This unsubscribe link is not valid or has already been used.");
    expect((await t.app.inject({ method: "POST", url: url("/unsubscribe") })).statusCode).toBe(404);
  });

  it("accepts the one-click POST as multipart/form-data too", async () => {
    await subscribe({ email: "multi@example.com" });
    await mailTo("multi@example.com");
    const { unsubscribe_token } = await t.db
      .selectFrom("subscribers")
      .select("unsubscribe_token")
      .where("email", "=", "multi@example.com")
      .executeTakeFirstOrThrow();
    const form = new FormData();
    form.append("List-Unsubscribe", "One-Click");
    const { payload, headers } = await multipartBody(form);
    const res = await t.app.inject({ method: "POST", url: url(`/unsubscribe?token=${unsubscribe_token}`), headers, payload });
    expect(res.statusCode).toBe(200);
    expect(await t.db.selectFrom("subscribers").select("id").where("email", "=", "multi@example.com").executeTakeFirst()).toBeUndefined();
  });

  it("opens a confirmation page in the subscriber's language on GET or HEAD, and unsubscribes only on its button's POST", async () => {
    await subscribe({ email: "link@example.com", language: "es" });
    const text = parseMail((await mailTo("link@example.com")).raw).text;
    const link = /(https?:\/\/\S+\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(text)![1]!;
    const stillSubscribed = async () =>
      (await t.db.selectFrom("subscribers").select("id").where("email", "=", "link@example.com").executeTakeFirst()) !== undefined;
    const browser = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "accept-language": "en-GB,en;q=0.9" };

    // A mail scanner following the link (GET) or probing it (HEAD) changes nothing.
    const head = await t.app.inject({ method: "HEAD", url: pathOf(link), headers: browser });
    expect(head.statusCode).toBe(200);
    expect(await stillSubscribed()).toBe(true);
    const page = await t.app.inject({ url: pathOf(link), headers: browser });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toContain("no-store");
    expect(page.headers["content-security-policy"]).toContain("form-action 'self'");
    expect(await stillSubscribed()).toBe(true);
    // In the language the subscriber chose (Spanish), not the browser's (English).
    expect(page.body).toContain('<html lang="es"');
    expect(page.body).toContain("¿Quieres darte de baja del boletín?");
    expect(page.body).toContain("link@example.com");
    const form = /<form method="post"(?: action="([^"]*)")?>([\s\S]*?)<\/form>/.exec(page.body);
    expect(form, page.body).not.toBeNull();
    const button = /<button type="submit" name="([^"]+)" value="([^"]+)">([^<]+)<\/button>/.exec(form![2]!);
    expect(button![3]).toBe("Darme de baja");

    // The button: a form POST to the same address (an empty action keeps the token).
    expect(form![1] ?? "").toBe("");
    const done = await t.app.inject({
      method: "POST",
      url: pathOf(link),
      headers: { ...browser, "content-type": "application/x-www-form-urlencoded" },
      payload: `${button![1]}=${button![2]}`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.headers["content-type"]).toMatch(/^text\/html/);
    expect(done.body).toContain('<html lang="es"');
    expect(done.body).toContain("Te has dado de baja.");
    expect(await stillSubscribed()).toBe(false);

    // Used or unknown: a 404 page in the visitor's language.
    const again = await t.app.inject({ url: pathOf(link), headers: { ...browser, "accept-language": "el-GR,el;q=0.9" } });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('<html lang="el"');
    expect(again.body).not.toContain("<form");
    expect((await t.app.inject({ url: url("/unsubscribe?token=nope"), headers: browser })).statusCode).toBe(404);
  });

  it("lists subscribers newest first for the admin, exports CSV safely and erases one", async () => {
    await subscribe({ email: "=HYPERLINK(1)@example.com" }); // refused: not an email
    await subscribe({ email: "+cmd@example.com" });
    await subscribe({ email: "-2+3@example.com" });
    const list = await t.app.inject({ url: url(), headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { id: number; email: string; created_at: string }[];
    expect(rows[0]!.email).toBe("-2+3@example.com");
    expect(rows[1]!.email).toBe("+cmd@example.com");
    const times = rows.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(rows.some((r) => r.email.startsWith("=HYPERLINK"))).toBe(false);

    const csv = await t.app.inject({ url: url(".csv"), headers: bearer(token) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"id","email","language","created_at","status"');
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[1]).toContain(`"'-2+3@example.com"`);
    expect(lines[2]).toContain(`"'+cmd@example.com"`);
    expect(lines.slice(1).every((l) => !/(^|,)"[=+\-@]/.test(l))).toBe(true);

    const del = await t.app.inject({ method: "DELETE", url: url(`/${rows[0]!.id}`), headers: bearer(token) });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe("");
    expect((await t.app.inject({ url: url(), headers: bearer(token) })).json()).toHaveLength(rows.length - 1);
    const missing = await t.app.inject({ method: "DELETE", url: url(`/${rows[0]!.id}`), headers: bearer(token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("Subscriber not found.");
  });

  it("refuses every admin call without a token or with a bad one", async () => {
    const calls = [
      { method: "GET" as const, url: url() },
      { method: "GET" as const, url: url(".csv") },
      { method: "DELETE" as const, url: url("/1") },
    ];
    for (const call of calls) {
      for (const headers of [{}, bearer("x".repeat(43)), { authorization: "Basic abc" }]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json().error).toBe("Unauthorized. Please log in.");
      }
    }
  });
});

describe("subscribers when mail cannot be sent", () => {
  let t: TestApp;
  // Nothing listens on port 9 of the loopback: every send fails at once.
  beforeAll(async () => (t = await buildTestApp({ SMTP_URL: "smtp://127.0.0.1:9" })));
  afterAll(() => t.close());

  it("still stores the subscription and answers success", async () => {
    const res = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/subscribers`, payload: { subscriber: { email: "kept@example.com" } } });
    expect(res.statusCode).toBe(201);
    await sleep(300);
    const row = await t.db.selectFrom("subscribers").select("email").where("email", "=", "kept@example.com").executeTakeFirst();
    expect(row).toEqual({ email: "kept@example.com" });
  });
});
