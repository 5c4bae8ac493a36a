import type { FastifyInstance } from "fastify";
import type { ServiceDeps } from "../service-deps.js";
import { NEWSLETTER_MAIL } from "../../core/i18n/messages/newsletters.js";
import { pickLanguage, type Language } from "../../core/languages.js";
import { localizedPath } from "../../core/seo/urls.js";
import type { Newsletter } from "../../core/schemas/newsletter.js";
import { slugify } from "../../core/slugify.js";
import { siteUrl } from "../mail/compose.js";
import { unsubscribeUrl } from "../subscribers/mails.js";
import { publicUrls } from "../uploads/public-urls.js";
import { newsletterMail, newsletterTemplate, type NewsletterTemplate } from "./mail-html.js";
import type { Subscriber } from "./repository.js";
import type { Config } from "../config.js";
import type { OutgoingMail } from "../mail/outgoing-mail.js";
import { repeat } from "../jobs/repeat.js";
import type { MailContext } from "../bookings/mails.js";
import { practiceMailContext } from "../practice/practice-mail.js";

/** The archive page of a newsletter, in its language. */
export const newsletterPath = (slug: string, lang: Language) => localizedPath(`/newsletter/${encodeURIComponent(slug)}`, lang);

/** A stable, readable address: the subject's slug, made unique by the id. */
export const newsletterSlug = (n: Pick<Newsletter, "id" | "subject">) => `${slugify(n.subject).slice(0, 80) || "newsletter"}-${n.id}`;

export type NewsletterSettings = Pick<Config, "PUBLIC_URL" | "API_BASE_PATH">;

/** What a newsletter mail says, in its language, without any reader's own link; `sender`: the practice's name, signature and address. */
function mailFrame(settings: NewsletterSettings, sender: MailContext, n: Newsletter, opts: { slug?: string; test?: boolean }) {
  const lang = pickLanguage(n.language);
  return {
    lang,
    subject: opts.test ? `${NEWSLETTER_MAIL[lang].test} ${n.subject}` : n.subject,
    preheader: n.preheader,
    content: n.content,
    absolute: publicUrls(settings.PUBLIC_URL, settings.API_BASE_PATH).absolute,
    webUrl: opts.slug ? siteUrl(settings.PUBLIC_URL, newsletterPath(opts.slug, lang)) : undefined,
    // Made from a post: the mail links back to it.
    postUrl: n.blog_slug ? siteUrl(settings.PUBLIC_URL, `/blogs/${encodeURIComponent(n.blog_slug)}?lang=${lang}`) : undefined,
    practice: sender.practice,
    signature: sender.signature,
  };
}

/**
 * The copies of a newsletter's send: it is rendered once (in its language, which is its
 * readers'), and each subscriber's copy gets her own unsubscribe link, address and Message-ID.
 */
export function newsletterCopies(settings: NewsletterSettings, sender: MailContext, n: Newsletter, slug: string): (s: Subscriber) => OutgoingMail {
  const host = new URL(settings.PUBLIC_URL).hostname;
  // Rendered at the first copy: a send another instance already started asks for none.
  let template: NewsletterTemplate | undefined;
  return (s) => {
    template ??= newsletterTemplate(mailFrame(settings, sender, n, { slug }));
    const mail = template.fill({ unsubscribeUrl: unsubscribeUrl(settings.PUBLIC_URL, settings.API_BASE_PATH, s.unsubscribe_token) });
    // One Message-ID per copy: should a crash send a copy twice (the outbox's one-statement
    // window), the second is the same message, which mailboxes that dedupe show once.
    return {
      to: s.email,
      ...mail,
      language: pickLanguage(n.language),
      // Answers reach her one address (the practice's identity).
      replyTo: sender.nutritionistEmail,
      headers: { ...mail.headers, "Message-ID": `<newsletter-${n.id}-${s.id}@${host}>` },
    };
  };
}

/** Builds, queues and schedules newsletter mail; the routes and the periodic job share it. */
export function newsletterSending(app: ServiceDeps) {
  const { NEWSLETTER_RATE_PER_MINUTE } = app.config;
  const repo = app.repos.newsletters;

  /** One copy of a newsletter, with the recipient's own unsubscribe link: a test copy or the preview. */
  async function render(n: Newsletter, unsubscribe: string, opts: { slug?: string; test?: boolean } = {}) {
    const sender = await practiceMailContext(app.repos, app.config);
    const mail = newsletterMail({ ...mailFrame(app.config, sender, n, opts), unsubscribeUrl: unsubscribe });
    return { ...mail, language: pickLanguage(n.language), replyTo: sender.nutritionistEmail };
  }

  /** Queues every copy now; batches of NEWSLETTER_RATE_PER_MINUTE fall due a minute apart. */
  async function queue(n: Newsletter, now = new Date()): Promise<number> {
    const slug = newsletterSlug(n);
    const sender = await practiceMailContext(app.repos, app.config);
    const count = await app.mails.queueing((queueMails) =>
      repo.queue(
        queueMails,
        n.id,
        slug,
        newsletterCopies(app.config, sender, n, slug),
        (i) => new Date(now.getTime() + Math.floor(i / NEWSLETTER_RATE_PER_MINUTE) * 60_000),
        now,
      ),
    );
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
  const sending = app.services.newsletterSending;
  return repeat(app.log, intervalMs, "newsletter jobs failed", async () => {
    const r = await sending.runJobs();
    if (r.started || r.finished || r.expired) app.log.info(r, "newsletter jobs ran");
  });
}
