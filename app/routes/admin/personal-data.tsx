import { useEffect, useState, type FormEvent } from "react";
import type { PersonalDataExport } from "../../../core/schemas/personal-data";
import { ApiRequestError } from "../../lib/api-client";
import { serverErrors, useAdmin, useAdminT, useDocumentTitle } from "./admin-context";
import { formatDateTime, PageHead } from "./ui";

/** A download link for the export, made in the browser: the data never leaves it again. */
function useJsonDownload(data: PersonalDataExport | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return setUrl(null);
    const href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
    setUrl(href);
    return () => URL.revokeObjectURL(href);
  }, [data]);
  return url;
}

export default function AdminPersonalData() {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState<"find" | "erase" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<PersonalDataExport | null>(null);
  const [erased, setErased] = useState<string | null>(null);
  const download = useJsonDownload(found);
  useDocumentTitle(t("admin.privacy.title"));

  const failed = (err: unknown) => setError(err instanceof ApiRequestError ? serverErrors(err, t("admin.privacy.failed")) : t("admin.error.network"));

  async function find(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setErased(null);
    setFound(null);
    setBusy("find");
    try {
      setFound(await api.personalData.export(email.trim()));
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  }

  async function erase() {
    if (!found || !window.confirm(t("admin.privacy.confirmErase", { email: found.email }))) return;
    setError(null);
    setBusy("erase");
    try {
      const res = await api.personalData.erase(found.email);
      // The export taken in the same transaction replaces the earlier one: it is what was erased.
      setFound(res.export);
      setErased(
        t("admin.privacy.erased", {
          subscriptions: res.erased.subscriptions,
          messages: res.erased.contact_messages,
          bookings: res.erased.bookings_anonymised,
          cancelled: res.erased.bookings_cancelled,
        }) +
          (res.kept.invoices ? ` ${t("admin.privacy.invoicesKept", { invoices: res.kept.invoices })}` : "") +
          // Clinical records the law still keeps stay, and the answer says until when.
          (res.erased.clinical_records_kept_until
            ? ` ${t("admin.privacy.clinicalKept", { until: formatDateTime(res.erased.clinical_records_kept_until, lang) })}`
            : ""),
      );
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  }

  const empty = found !== null && found.subscriptions.length + found.bookings.length + found.contact_messages.length + found.mails.length === 0;

  return (
    <>
      <PageHead title={t("admin.privacy.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }} />
      <form className="form admin-card" onSubmit={find}>
        <p className="hint">{t("admin.privacy.intro")}</p>
        <div className="field">
          <label htmlFor="privacy-email">{t("admin.privacy.email")}</label>
          <input id="privacy-email" type="email" required autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        {error && (
          <p role="alert" className="admin-error">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={busy !== null}>
            {busy === "find" ? t("admin.privacy.finding") : t("admin.privacy.find")}
          </button>
        </div>
        <p className="hint">{t("admin.privacy.retention")}</p>
      </form>
      {found && (
        <section className="admin-card privacy-found" aria-labelledby="privacy-found">
          <h2 id="privacy-found">{t("admin.privacy.found", { email: found.email })}</h2>
          {erased && (
            <p role="status" className="admin-success">
              {erased}
            </p>
          )}
          {empty && !erased ? (
            <p role="status">{t("admin.privacy.nothing")}</p>
          ) : (
            <>
              <ul>
                <li>{t("admin.privacy.subscriptions", { n: found.subscriptions.length })}</li>
                <li>{t("admin.privacy.bookings", { n: found.bookings.length })}</li>
                <li>{t("admin.privacy.messages", { n: found.contact_messages.length })}</li>
                <li>{t("admin.privacy.mails", { n: found.mails.length })}</li>
              </ul>
              {download && (
                <p>
                  <a className="btn" href={download} download={`personal-data-${found.email}.json`}>
                    {t("admin.privacy.download")}
                  </a>
                </p>
              )}
              {!erased && (
                <>
                  <p className="hint" id="privacy-erase-hint">
                    {t("admin.privacy.eraseHint")}
                  </p>
                  <button type="button" className="btn btn--danger" onClick={erase} disabled={busy !== null} aria-describedby="privacy-erase-hint">
                    {busy === "erase" ? t("admin.privacy.erasing") : t("admin.privacy.erase")}
                  </button>
                </>
              )}
            </>
          )}
        </section>
      )}
    </>
  );
}
