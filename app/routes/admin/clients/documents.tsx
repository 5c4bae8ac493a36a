import { useRef, useState, type FormEvent } from "react";
import type { DocumentOut } from "../../../../core/schemas/client";
import { serverErrors, useAdmin, useAdminT } from "../admin-context";
import { formatDateTime } from "../ui";

type BookingRef = { id: number; start_at: string | null; date: string; time: string; service_plan_title: string | null };

/** Plans delivered to her, and the form that delivers one (a PDF, mailed to her with a private link). */
export function DocumentsSection({
  clientId,
  documents,
  bookings,
  onAdded,
}: {
  clientId: number;
  documents: DocumentOut[];
  bookings: BookingRef[];
  onAdded: (d: DocumentOut) => void;
}) {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const label = (b: BookingRef) =>
    `${b.start_at ? formatDateTime(b.start_at, lang) : `${b.date} ${b.time}`}${b.service_plan_title ? ` · ${b.service_plan_title}` : ""}`;

  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    try {
      onAdded(await api.clients.deliver(clientId, new FormData(e.currentTarget)));
      form.current?.reset();
      flash("success", t("admin.clients.sent"));
    } catch (err) {
      flash("error", serverErrors(err, t("admin.clients.sendFailed")));
    } finally {
      setBusy(false);
    }
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
      <form ref={form} onSubmit={(e) => void send(e)} aria-labelledby="client-upload">
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
                {label(b)}
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
