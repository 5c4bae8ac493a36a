// Time to queue one newsletter's 10,000 copies into the outbox: every copy rendered in full for
// its subscriber (before, kept below as the baseline) against the newsletter rendered once with
// each reader's own link filled in (after, server/newsletters/sending.ts). Both go through the
// real repository and its one transaction, on a demo article's content; the runs alternate
// (before, after, after, before, …) so the machine's other load weighs on both alike.
//
//   npm run bench:newsletter                                    SQLite (a temporary file)
//   BENCH_DATABASE_URL=postgres://… npm run bench:newsletter    PostgreSQL (a temporary schema)
//   BENCH_COPIES (default 10000), BENCH_ROUNDS (default 2: each way runs twice that)
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { blogContent } from "../core/blocks.js";
import { pickLanguage } from "../core/languages.js";
import type { Newsletter } from "../core/schemas/newsletter.js";
import { loadConfig } from "../server/config.js";
import { createDatabase } from "../server/db/database.js";
import { migrateToLatest } from "../server/db/migrate.js";
import { siteUrl } from "../server/mail/compose.js";
import type { OutgoingMail } from "../server/mail/outgoing-mail.js";
import { newsletterMail } from "../server/newsletters/mail-html.js";
import { newslettersRepository, type Subscriber } from "../server/newsletters/repository.js";
import { newsletterCopies, newsletterPath, newsletterSlug, type NewsletterSettings } from "../server/newsletters/sending-service.js";
import { outboxRepository } from "../server/outbox/repository.js";
import { CONTENT_IMAGE, demoBlogTopics } from "../server/seed/blogs.js";
import { unsubscribeUrl } from "../server/subscribers/mails.js";
import { benchSchema } from "./pg-schema.js";
import { publicUrls } from "../server/uploads/public-urls.js";
import type { MailContext } from "../server/bookings/mails.js";
import { mailContextOf } from "../server/practice/practice-mail.js";
import { demoPracticeName } from "../server/seed/demo-practice.js";
import { EMPTY_IDENTITY } from "../core/practice-identity.js";

const COPIES = Number(process.env.BENCH_COPIES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-newsletter-"));
const schema = benchSchema("newsletter");

/** The baseline: how each copy was made before, the whole mail rendered for every subscriber. */
function perSubscriberCopies(settings: NewsletterSettings, sender: MailContext, n: Newsletter, slug: string): (s: Subscriber) => OutgoingMail {
  const lang = pickLanguage(n.language);
  const urls = publicUrls(settings.PUBLIC_URL, settings.API_BASE_PATH);
  const host = new URL(settings.PUBLIC_URL).hostname;
  return (s) => {
    const mail = newsletterMail({
      lang,
      subject: n.subject,
      preheader: n.preheader,
      content: n.content,
      absolute: urls.absolute,
      webUrl: siteUrl(settings.PUBLIC_URL, newsletterPath(slug, lang)),
      unsubscribeUrl: unsubscribeUrl(settings.PUBLIC_URL, settings.API_BASE_PATH, s.unsubscribe_token),
      practice: sender.practice,
      signature: sender.signature,
    });
    return { to: s.email, ...mail, replyTo: sender.nutritionistEmail, headers: { ...mail.headers, "Message-ID": `<newsletter-${n.id}-${s.id}@${host}>` } };
  };
}

const ways = { before: perSubscriberCopies, after: newsletterCopies };
type Way = keyof typeof ways;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

async function main() {
  // PostgreSQL's address names the benchmark's own schema; without one, a SQLite file.
  const { DATABASE_URL } = await schema.env();
  const db = createDatabase({ url: DATABASE_URL, sqliteFile: path.join(tmp, "bench.sqlite") });
  try {
    await migrateToLatest(db);
    const settings = loadConfig({ DATA_DIR: tmp, PUBLIC_URL: "https://nutrition.example", LOG_LEVEL: "silent" });
    // The demo practice's name and the settings' addresses, as a seeded site sends them.
    const sender = mailContextOf({ ...EMPTY_IDENTITY, ...demoPracticeName }, settings);
    const outbox = outboxRepository(db);
    const repo = newslettersRepository(db, outbox);

    const at = new Date().toISOString();
    for (let i = 0; i < COPIES; i += 500) {
      const rows = Array.from({ length: Math.min(500, COPIES - i) }, (_, k) => ({
        email: `reader${i + k}@example.com`,
        language: "en",
        status: "confirmed",
        unsubscribe_token: crypto.randomBytes(24).toString("base64url"),
        created_at: at,
      }));
      await db.insertInto("subscribers").values(rows).execute();
    }
    const subscribers = await db.selectFrom("subscribers").select(["id", "email", "unsubscribe_token"]).orderBy("id").execute();

    // The first demo article (English) as the newsletter, its picture at an uploaded address.
    const article = demoBlogTopics[0]!.blogs.find((b) => b.language === "en")!;
    const content = blogContent.parse({ blocks: JSON.parse(JSON.stringify(article.blocks).replaceAll(CONTENT_IMAGE, "/api/uploads/images/demo.jpg")) });
    const draft = { language: "en", subject: article.title, preheader: article.description, content, blog_slug: null };

    // Both ways must make the same mail; a benchmark of a wrong result would mean nothing.
    const probe = await repo.create(draft);
    const sameMail = subscribers
      .slice(0, 50)
      .every((s) => isDeepStrictEqual(ways.before(settings, sender, probe, "probe")(s), ways.after(settings, sender, probe, "probe")(s)));
    await repo.remove(probe.id);
    if (!sameMail) throw new Error("the two ways make different mails");

    const times: Record<Way, { queue: number[]; render: number[] }> = { before: { queue: [], render: [] }, after: { queue: [], render: [] } };
    const order: Way[] = Array.from({ length: ROUNDS }, () => ["before", "after", "after", "before"] as Way[]).flat();
    const loadStart = os.loadavg();
    for (const way of order) {
      const n = await repo.create(draft);
      const slug = newsletterSlug(n);
      // Rendering alone, without the database: what the change is about.
      let started = performance.now();
      const make = ways[way](settings, sender, n, slug);
      let bytes = 0;
      for (const s of subscribers) bytes += make(s).html!.length;
      times[way].render.push(performance.now() - started);
      // The whole queueing, as a send does it: one transaction, the newsletter and every copy.
      started = performance.now();
      const queued = await repo.queue(outbox.add, n.id, slug, ways[way](settings, sender, n, slug), () => new Date(), new Date());
      times[way].queue.push(performance.now() - started);
      if (queued !== COPIES) throw new Error(`${way}: queued ${queued} copies, not ${COPIES}`);
      console.error(`${way}: queued ${queued} copies (${(bytes / COPIES / 1024).toFixed(1)} KB of HTML each) in ${times[way].queue.at(-1)!.toFixed(0)} ms`);
      await db.deleteFrom("outbox").execute();
      await db.deleteFrom("newsletters").execute();
    }
    const loadEnd = os.loadavg();

    const ms = (v: number) => `${v.toFixed(0)} ms`;
    const row = (label: string, key: "queue" | "render") => {
      const b = median(times.before[key]);
      const a = median(times.after[key]);
      return `| ${label} | ${ms(b)} (${times.before[key].map((v) => v.toFixed(0)).join(", ")}) | ${ms(a)} (${times.after[key].map((v) => v.toFixed(0)).join(", ")}) | ${(b / a).toFixed(1)}× |`;
    };
    console.log(`\n${schema.engine}, ${COPIES.toLocaleString("en")} copies, ${order.length / 2} runs each way, Node ${process.versions.node}`);
    console.log(
      `load average (1, 5, 15 min): ${loadStart.map((v) => v.toFixed(2)).join(" ")} at the start, ${loadEnd.map((v) => v.toFixed(2)).join(" ")} at the end`,
    );
    console.log("same mail both ways (first 50 readers): yes\n");
    console.log("| median (each run) | before: rendered per subscriber | after: rendered once, links filled in | before / after |");
    console.log("|---|---|---|---|");
    console.log(row("queue the copies (one transaction)", "queue"));
    console.log(row("render the copies only", "render"));
  } finally {
    await db.destroy();
    await schema.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
