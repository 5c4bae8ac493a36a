import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { fromPayload } from "../outbox/repository.js";
import { unsubscribeUrl } from "../subscribers/mails.js";
import { newsletterMail, newsletterTemplate } from "./mail-html.js";
import type { Newsletter } from "../../core/schemas/newsletter.js";

// A send renders its newsletter once and fills in each reader's own link: these tests hold
// every queued copy to the mail rendered for that reader alone.

const doc = (text: string) => ({
  blocks: [
    { type: "header", data: { text: "Autumn on the plate", level: 2 } },
    { type: "paragraph", data: { text } },
    { type: "list", data: { style: "unordered", items: ["Wash", "Roast"] } },
  ],
});

describe("newsletter copies", { timeout: 120_000 }, () => {
  let t: TestApp;
  let token: string;
  const admin = (method: "GET" | "POST", p: string, payload?: unknown) =>
    t.app.inject({ method, url: `${t.base}/api/v1/newsletters${p}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    t = await buildTestApp({ NEWSLETTER_RATE_PER_MINUTE: "100000", PUBLIC_URL: "https://elena.example" });
    token = await t.login();
    // The copies are read as queued: a sent row no longer keeps its message.
    await t.app.outboxWorker.stop();
  });
  afterAll(() => t.close());

  it("queues for each reader the very mail rendered for her alone: her own unsubscribe link only, in her language", async () => {
    const at = new Date().toISOString();
    const readers = (["en", "es", "gr"] as const).flatMap((language) =>
      Array.from({ length: 40 }, (_, i) => ({
        email: `${language}${i}@example.com`,
        language,
        status: "confirmed",
        unsubscribe_token: `${language}-own-${i}`,
        created_at: at,
      })),
    );
    await t.db.insertInto("subscribers").values(readers).execute();
    const subjects = { en: "Autumn news", es: "Noticias de otoño", gr: "Φθινοπωρινά νέα" };
    const sent = new Map<string, Newsletter>();
    for (const language of ["en", "es", "gr"] as const) {
      const created = await admin("POST", "", {
        newsletter: {
          language,
          subject: subjects[language],
          preheader: "Pumpkins",
          content: doc('Pumpkin is <b>in season</b>. <a href="/recipes">Recipes</a>'),
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      expect((await admin("POST", `/${id}/send`, {})).statusCode).toBe(200);
      sent.set(language, (await admin("GET", `/${id}`)).json() as Newsletter);
    }

    const rows = await t.db
      .selectFrom("outbox")
      .select(["recipient", "newsletter_id", "payload"])
      .where(
        "newsletter_id",
        "in",
        [...sent.values()].map((n) => n.id),
      )
      .execute();
    expect(rows).toHaveLength(readers.length);
    const sending = t.app.services.newsletterSending;
    const byId = new Map([...sent.values()].map((n) => [n.id, n]));
    const host = "elena.example";
    for (const reader of readers) {
      const own = rows.filter((r) => r.recipient === reader.email);
      expect(own, reader.email).toHaveLength(1);
      const n = byId.get(own[0]!.newsletter_id!)!;
      expect(n.language, reader.email).toBe(reader.language);
      const link = unsubscribeUrl(t.config.PUBLIC_URL, t.base, reader.unsubscribe_token);
      const alone = await sending.render(n, link, { slug: n.slug! });
      const id = (await t.db.selectFrom("subscribers").select("id").where("email", "=", reader.email).executeTakeFirstOrThrow()).id;
      expect(fromPayload(own[0]!.payload!), reader.email).toEqual({
        to: reader.email,
        ...alone,
        headers: { ...alone.headers, "Message-ID": `<newsletter-${n.id}-${id}@${host}>` },
      });
      // Her link in each of its places, and no one else's anywhere.
      const mail = fromPayload(own[0]!.payload!);
      expect(mail.headers!["List-Unsubscribe"]).toBe(`<${link}>`);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect([...own[0]!.payload!.matchAll(/token=([\w-]+)/g)].map((m) => m[1])).toEqual([
        reader.unsubscribe_token,
        reader.unsubscribe_token,
        reader.unsubscribe_token,
      ]);
      expect(mail.html).toContain(`<html lang="${reader.language === "gr" ? "el" : reader.language}"`);
      expect(mail.subject).toBe(subjects[reader.language]);
    }
    await t.db.deleteFrom("subscribers").execute();
  });

  it("keeps a newsletter's text that looks like a placeholder as written, in every copy", async () => {
    const at = new Date().toISOString();
    await t.db
      .insertInto("subscribers")
      .values([0, 1].map((i) => ({ email: `plain${i}@example.com`, language: "en", status: "confirmed", unsubscribe_token: `plain-own-${i}`, created_at: at })))
      .execute();
    const looksLikeOne = "%%{unsubscribe_url}%% {{unsubscribe}} %recipient.unsubscribe_url% readerlink0123456789abcdef0123456789abcdef";
    const created = await admin("POST", "", { newsletter: { language: "en", subject: "Placeholders", preheader: "", content: doc(looksLikeOne) } });
    expect((await admin("POST", `/${created.json().id}/send`, {})).statusCode).toBe(200);
    const rows = await t.db.selectFrom("outbox").select(["recipient", "payload"]).where("newsletter_id", "=", created.json().id).orderBy("recipient").execute();
    expect(rows.map((r) => r.recipient)).toEqual(["plain0@example.com", "plain1@example.com"]);
    for (const [i, row] of rows.entries()) {
      const mail = fromPayload(row.payload!);
      expect(mail.html).toContain(looksLikeOne);
      expect(mail.text).toContain(looksLikeOne);
      expect(mail.text).toContain(unsubscribeUrl(t.config.PUBLIC_URL, t.base, `plain-own-${i}`));
    }
    await t.db.deleteFrom("subscribers").execute();
  });

  it("draws another placeholder when the content already holds the one drawn, so content never turns into a reader's link", () => {
    const forged = "readerlinkFORGED0123456789";
    const input = {
      lang: "es" as const,
      subject: `Hola ${forged}`,
      preheader: forged,
      content: { blocks: [{ type: "paragraph" as const, data: { text: `Sp<b></b>${forged.slice(0, 12)}<i></i>${forged.slice(12)} y ${forged}` } }] },
      absolute: (u: string) => `https://elena.example${u}`,
      practice: { en: "Nutrition", es: "Nutrición", gr: "Διατροφή" },
    };
    const drawn = [forged, "readerlinkFRESH9876543210"];
    const template = newsletterTemplate(input, () => drawn.shift()!);
    expect(drawn).toEqual([]);
    const link = "https://elena.example/api/api/v1/subscribers/unsubscribe?token=a&b=c";
    const copy = template.fill({ unsubscribeUrl: link });
    // The same mail as one rendered for this reader alone, forged text and all.
    expect(copy).toEqual(newsletterMail({ ...input, unsubscribeUrl: link }));
    expect(copy.text).toContain(`y ${forged}`);
    expect(copy.html).toContain('href="https://elena.example/api/api/v1/subscribers/unsubscribe?token=a&amp;b=c"');
  });
});
