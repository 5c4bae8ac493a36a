import type { FastifyInstance } from "fastify";
import { NEWSLETTER_MAIL } from "../../core/i18n/messages/newsletters.js";
import { pickLanguage, type Language } from "../../core/languages.js";
import { localizedPath } from "../../core/seo/urls.js";
import type { Newsletter } from "../../core/schemas/newsletter.js";
import { slugify } from "../../core/slugify.js";
import { siteUrl } from "../mail/compose.js";
import { unsubscribeUrl } from "../subscribers/mails.js";
import { publicUrls } from "../uploads/public-urls.js";
import { newsletterMail } from "./mail-html.js";
import { repeat } from "../jobs/repeat.js";

/** The archive page of a newsletter, in its language. */
export const newsletterPath = (slug: string, lang: Language) => localizedPath(`/newsletter/${encodeURIComponent(slug)}`, lang);

/** A stable, readable address: the subject's slug, made unique by the id. */
export const newsletterSlug = (n: Pick<Newsletter, "id" | "subject">) => `${slugify(n.subject).slice(0, 80) || "newsletter"}-${n.id}`;

/** Builds, queues and schedules newsletter mail; the routes and the periodic job share it. */
export function newsletterSending(app: FastifyInstance) {
  const { PUBLIC_URL, API_BASE_PATH, NEWSLETTER_RATE_PER_MINUTE, NUTRITIONIST_EMAIL, MAIL_SIGNATURE } = app.config;
  const urls = publicUrls(PUBLIC_URL, API_BASE_PATH);
  const repo = app.repos.newsletters;
  const host = new URL(PUBLIC_URL).hostname;

  /** One copy of a newsletter, with the recipient's own unsubscribe link. */
  function render(n: Newsletter, unsubscribe: string, opts: { slug?: string; test?: boolean } = {}) {
    const lang = pickLanguage(n.language);
    const mail = newsletterMail({
      lang,
      subject: opts.test ? `${NEWSLETTER_MAIL[lang].test} ${n.subject}` : n.subject,
      preheader: n.preheader,
      content: n.content,
      absolute: urls.absolute,
      webUrl: opts.slug ? siteUrl(PUBLIC_URL, newsletterPath(opts.slug, lang)) : undefined,
      postUrl: n.blog_slug ? siteUrl(PUBLIC_URL, `/blogs/${encodeURIComponent(n.blog_slug)}?lang=${lang}`) : undefined,
      unsubscribeUrl: unsubscribe,
      signature: MAIL_SIGNATURE,
    });
    return { ...mail, language: lang, replyTo: NUTRITIONIST_EMAIL };
  }

  /** Queues every copy now; batches of NEWSLETTER_RATE_PER_MINUTE fall due a minute apart. */
  async function queue(n: Newsletter, now = new Date()): Promise<number> {
    const slug = newsletterSlug(n);
    const count = await repo.queue(
      n.id,
      slug,
      (s) => {
        const mail = render(n, unsubscribeUrl(PUBLIC_URL, API_BASE_PATH, s.unsubscribe_token), { slug });
        // One Message-ID per copy: should a crash send a copy twice (the outbox's one-statement
        // window), the second is the same message, which mailboxes that dedupe show once.
        return { to: s.email, ...mail, headers: { ...mail.headers, "Message-ID": `<newsletter-${n.id}-${s.id}@${host}>` } };
      },
      (i) => new Date(now.getTime() + Math.floor(i / NEWSLETTER_RATE_PER_MINUTE) * 60_000),
      now,
    );
    if (count) app.outbox.kick();
    // Its archive page may now exist: public lists and the sitemap are read afresh.
    app.events.emit("content-changed", "newsletters");
    return count;
  }

  return {
    render,
    queue,

    /** Starts the send, or schedules it for `sendAt` in the future. Only a draft moves. */
    async start(n: Newsletter, sendAt?: Date, now = new Date()): Promise<void> {
      if (n.status !== "draft") return;
      if (sendAt && sendAt > now) await repo.schedule(n.id, sendAt);
      else await queue(n, now);
    },

    /** The periodic work: due scheduled sends start, finished ones close, stale sign-ups lapse. */
    async runJobs(now = new Date()): Promise<{ started: number; finished: number; expired: number }> {
      let started = 0;
      for (const id of await repo.due(now)) {
        const n = await repo.find(id);
        if (n && (await queue(n, now))) started++;
      }
      const finished = await repo.finishSends();
      const expired = await app.repos.subscribers.expirePending(now);
      return { started, finished, expired };
    },
  };
}

export type NewsletterSending = ReturnType<typeof newsletterSending>;

/** Runs the newsletter jobs every `intervalMs` on this instance (each step is safe on several at once). */
export function startNewsletterJobs(app: FastifyInstance, intervalMs = 15_000): () => Promise<void> {
  const sending = newsletterSending(app);
  return repeat(app.log, intervalMs, "newsletter jobs failed", async () => {
    const r = await sending.runJobs();
    if (r.started || r.finished || r.expired) app.log.info(r, "newsletter jobs ran");
  });
}
