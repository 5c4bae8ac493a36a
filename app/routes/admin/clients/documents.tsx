import { useRef, type FormEvent } from "react";
import type { DocumentOut } from "../../../../core/schemas/client";
import { serverErrors, useAdmin, useAdminT } from "../admin-context";
import { formatDateTime } from "../ui";
import { useAdminSubmit } from "../use-admin-submit";
import { sessionLabel, type SessionRef } from "./session-label";

/** Plans delivered to her, and the form that delivers one (a PDF, mailed to her with a private link). */
export function DocumentsSection({
  clientId,
  documents,
  bookings,
  onAdded,
}: {
  clientId: number;
  documents: DocumentOut[];
  bookings: SessionRef[];
  onAdded: (d: DocumentOut) => void;
}) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const form = useRef<HTMLFormElement>(null);
  const { busy, submit } = useAdminSubmit();

  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    await submit(
      async () => {
        onAdded(await api.clients.deliver(clientId, data));
        form.current?.reset();
      },
      { success: t("admin.clients.sent"), failure: (err) => serverErrors(err, t("admin.clients.sendFailed")), flashFailure: true },
    );
  }

  return (
    <section className="admin-card" aria-labelledby="client-documents">
      <h2 id="client-documents">{t("admin.clients.documents")}</h2>
      {documents.length === 0 ? (
        <p className="muted">{t("admin.clients.noDocuments")}</p>
      ) : (
        <ul className="plain-list">
          {documents.map((d) => (
            <li key={d.id}>
              <strong>{d.title}</strong>
              <br />
              <span className="muted">{t("admin.clients.documentLine", { when: formatDateTime(d.created_at, lang), downloads: d.downloads })}</span>
            </li>
          ))}
        </ul>
      )}
      <form ref={form} method="post" onSubmit={(e) => void send(e)} aria-labelledby="client-upload">
        <h3 id="client-upload">{t("admin.clients.uploadTitle")}</h3>
        <p className="muted">{t("admin.clients.uploadHint")}</p>
        <div className="field">
          <label htmlFor="document-title">{t("admin.clients.documentTitle")}</label>
          <input id="document-title" name="title" required maxLength={200} />
        </div>
        <div className="field">
          <label htmlFor="document-session">{t("admin.clients.documentSession")}</label>
          <select id="document-session" name="booking_id" defaultValue={bookings[0] ? String(bookings[0].id) : ""}>
            {bookings.map((b) => (
              <option key={b.id} value={b.id}>
                {sessionLabel(b, lang)}
              </option>
            ))}
            <option value="">{t("admin.clients.noteNoSession")}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="document-file">{t("admin.clients.documentFile")}</label>
          <input id="document-file" name="file" type="file" accept="application/pdf,.pdf" required />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? t("admin.state.submitting") : t("admin.clients.send")}
          </button>
        </div>
      </form>
    </section>
  );
}
