import { useEffect, useState, type FormEvent } from "react";
import type { Newsletter } from "../../../../core/schemas/newsletter";
import { ApiRequestError } from "../../../lib/api-client";
import { serverErrors, useAdmin, useAdminT } from "../admin-context";
import { formatDateTime } from "../ui";
import { useAdminSubmit } from "../use-admin-submit";

const WIDTHS = { desktop: 640, phone: 375 } as const;

/** The mail as subscribers get it, side by side at a desktop and a phone width. */
export function NewsletterPreview({ newsletter }: { newsletter: Newsletter }) {
  const { api } = useAdmin();
  const t = useAdminT();
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.newsletters
      .preview(newsletter.id)
      .then((p) => live && setHtml(p.html))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, newsletter.id, newsletter.updated_at]);
  return (
    <section className="admin-card" aria-labelledby="nl-preview">
      <h2 id="nl-preview">{t("admin.newsletters.preview")}</h2>
      <div className="newsletter-previews" style={{ display: "flex", gap: 16, flexWrap: "wrap", alignItems: "flex-start" }}>
        {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((k) => (
          <figure key={k} style={{ margin: 0, maxWidth: "100%" }}>
            <figcaption>
              {t(`admin.newsletters.${k}`)} · {WIDTHS[k]} px
            </figcaption>
            {html !== null && (
              // A sandbox without scripts: the mail is shown, never run.
              <iframe
                title={t("admin.newsletters.previewFrame", { width: WIDTHS[k] })}
                sandbox=""
                srcDoc={html}
                style={{ width: WIDTHS[k], maxWidth: "100%", height: 640, border: "1px solid #c9d3c9", borderRadius: 8, background: "#fff" }}
              />
            )}
          </figure>
        ))}
      </div>
    </section>
  );
}

/** One copy to an address of her choice. */
export function NewsletterTest({ newsletter }: { newsletter: Newsletter }) {
  const { api } = useAdmin();
  const t = useAdminT();
  const [email, setEmail] = useState("");
  const { busy, submit } = useAdminSubmit();
  async function send(e: FormEvent) {
    e.preventDefault();
    await submit(() => api.newsletters.test(newsletter.id, email), {
      success: t("admin.newsletters.testSent", { email }),
      failure: (err) => (err instanceof ApiRequestError ? serverErrors(err, t("admin.newsletters.testFailed")) : t("admin.newsletters.testFailed")),
      flashFailure: true,
    });
  }
  return (
    <section className="admin-card" aria-labelledby="nl-test">
      <h2 id="nl-test">{t("admin.newsletters.testTitle")}</h2>
      <form className="form" onSubmit={(e) => void send(e)}>
        <div className="field">
          <label htmlFor="nl-test-email">{t("admin.newsletters.testEmail")}</label>
          <input id="nl-test-email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn" disabled={busy}>
            {t("admin.newsletters.testSend")}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Send now or at a chosen time, and the progress once it goes. */
export function NewsletterSend({ newsletter: n, onChange }: { newsletter: Newsletter; onChange: (n: Newsletter) => void }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const [at, setAt] = useState("");
  const { busy, submit } = useAdminSubmit();
  async function send(e: FormEvent) {
    e.preventDefault();
    const later = at ? new Date(at).toISOString() : undefined;
    if (!later && !window.confirm(t("admin.newsletters.confirmSend", { subject: n.subject, n: n.counts.remaining }))) return;
    await submit(
      async () => {
        const changed = await api.newsletters.send(n.id, later);
        onChange(changed);
        return changed;
      },
      {
        success: (changed) =>
          changed.status === "scheduled" ? t("admin.newsletters.scheduled", { at: formatDateTime(changed.send_at, lang) }) : t("admin.newsletters.started"),
        failure: (err) => (err instanceof ApiRequestError ? serverErrors(err, t("admin.newsletters.sendFailed")) : t("admin.newsletters.sendFailed")),
        flashFailure: true,
      },
    );
  }
  return (
    <section className="admin-card" aria-labelledby="nl-send">
      <h2 id="nl-send">{t("admin.newsletters.sendTitle")}</h2>
      <p role="status">
        {t(`admin.newsletters.status.${n.status}`)}
        {n.status === "scheduled" && n.send_at ? ` · ${formatDateTime(n.send_at, lang)}` : ""}
        {" · "}
        {n.status === "draft" || n.status === "scheduled"
          ? t("admin.newsletters.audience", { n: n.counts.remaining })
          : t("admin.newsletters.counts", n.counts)}
      </p>
      {n.status === "draft" && (
        <form className="form" onSubmit={(e) => void send(e)}>
          <div className="field">
            <label htmlFor="nl-send-at">{t("admin.newsletters.sendAt")}</label>
            <input id="nl-send-at" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {at ? t("admin.newsletters.schedule") : t("admin.newsletters.sendNow")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
