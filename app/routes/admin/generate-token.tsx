import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ApiRequestError } from "../../lib/api-client";
import { readToken, serverErrors, useAdmin, useAdminT, useDocumentTitle, useLoad } from "./admin-context";
import { PageHead, FormActions } from "./ui";
import { useAdminSubmit } from "./use-admin-submit";

/** The current minute as a datetime-local value, in the browser's time. */
function nowToTheMinute(): string {
  const d = new Date();
  d.setSeconds(0, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export default function AdminGenerateToken() {
  const { api, apiBase } = useAdmin();
  const t = useAdminT();
  const pdfs = useLoad(
    () => api.downloads.listPdfs(),
    [api],
    () => t("admin.pdfs.loadFailed"),
  );
  const [pdf, setPdf] = useState("");
  const [expires, setExpires] = useState("");
  const [min, setMin] = useState(nowToTheMinute);
  const { busy, error, setError, submit: generate } = useAdminSubmit();
  const [link, setLink] = useState<string | null>(null);
  useDocumentTitle(t("admin.token.title"));

  // The picker's minimum follows the clock.
  useEffect(() => {
    const timer = window.setInterval(() => setMin(nowToTheMinute()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setLink(null);
    // The session may have ended in another tab since this screen opened.
    if (!readToken()) {
      setError(t("admin.token.loginRequired"));
      return;
    }
    await generate(
      async () => {
        const res = await api.downloads.createToken(pdf.trim(), expires || undefined);
        const name = (res.pdf_url || pdf.trim()).replace(/\.pdf$/i, "");
        setLink(`${apiBase}/pdf/${encodeURIComponent(name)}.pdf?token=${encodeURIComponent(res.token)}`);
      },
      { failure: (err) => (err instanceof ApiRequestError ? serverErrors(err, t("admin.token.failed")) : t("admin.error.network")) },
    );
  }

  const library = pdfs.state.status === "ready" ? pdfs.state.data : null;

  return (
    <>
      <PageHead title={t("admin.token.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }}>
        <Link to="/admin-pdfs" className="btn">
          {t("admin.nav.pdfs")}
        </Link>
      </PageHead>
      {/* What the screen makes, and for whom: the PDF comes from her library. */}
      <p id="token-intro">
        {t("admin.token.intro")} <Link to="/admin-pdfs">{t("admin.token.introLibrary")}</Link>
      </p>
      <form className="form admin-card" onSubmit={submit} aria-describedby="token-intro">
        <div className="field">
          <label htmlFor="token-pdf">{t("admin.token.pdf")}</label>
          {library && library.length > 0 ? (
            <select id="token-pdf" required value={pdf} onChange={(e) => setPdf(e.target.value)}>
              <option value="">{t("admin.token.choose")}</option>
              {library.map((p) => (
                <option key={p.name} value={p.name}>
                  {p.name}.pdf
                </option>
              ))}
            </select>
          ) : (
            <input id="token-pdf" required value={pdf} onChange={(e) => setPdf(e.target.value)} aria-describedby="token-pdf-hint" />
          )}
          {library && library.length === 0 && (
            <p className="hint" id="token-pdf-hint">
              {t("admin.token.emptyLibrary")} <Link to="/admin-pdfs">{t("admin.nav.pdfs")}</Link>
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="token-expires">{t("admin.token.expires")}</label>
          <input
            id="token-expires"
            type="datetime-local"
            min={min}
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            aria-describedby="token-expires-hint"
          />
          <p className="hint" id="token-expires-hint">
            {t("admin.token.expiresHint")}
          </p>
        </div>
        <FormActions error={error} busy={busy} label={t("admin.token.generate")} busyLabel={t("admin.token.generating")} />
        {link && (
          <div className="admin-success" role="status">
            <p>{t("admin.token.ready")}</p>
            <p>
              <a className="download-link" href={link} target="_blank" rel="noopener noreferrer">
                {t("admin.token.download")}
              </a>
            </p>
            <p className="hint">
              <span className="visually-hidden">{t("admin.token.linkLabel")} </span>
              <code className="break">{new URL(link, window.location.origin).href}</code>
            </p>
          </div>
        )}
      </form>
    </>
  );
}
