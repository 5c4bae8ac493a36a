import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { serverErrors, useAdmin, useAdminT, useDocumentTitle, useLoad } from "./admin-context";
import { formatDateTime, Loaded, PageHead } from "./ui";
import { useAdminSubmit } from "./use-admin-submit";

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The PDFs that download links point to: upload, list, delete. */
export default function AdminPdfLibrary() {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const { state, reload } = useLoad(
    () => api.downloads.listPdfs(),
    [api],
    () => t("admin.pdfs.loadFailed"),
  );
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const { busy, error, submit } = useAdminSubmit();
  const [formKey, setFormKey] = useState(0);
  useDocumentTitle(t("admin.pdfs.title"));

  async function upload(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    const ok = await submit(() => api.downloads.uploadPdf(file, name.trim() || undefined), {
      success: t("admin.pdfs.uploaded"),
      failure: (err) => serverErrors(err, t("admin.pdfs.uploadFailed")),
    });
    if (ok) {
      setFile(null);
      setName("");
      setFormKey((k) => k + 1);
      reload();
    }
  }

  async function remove(pdf: string) {
    if (!window.confirm(t("admin.pdfs.confirmDelete", { name: pdf }))) return;
    try {
      await api.downloads.removePdf(pdf);
      flash("success", t("admin.pdfs.deleted"));
      reload();
    } catch {
      flash("error", t("admin.pdfs.deleteFailed"));
    }
  }

  return (
    <>
      <PageHead title={t("admin.pdfs.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }}>
        <Link to="/admin-generate-token" className="btn">
          {t("admin.nav.generateToken")}
        </Link>
      </PageHead>
      <form key={formKey} className="form admin-card" onSubmit={upload}>
        <h2>{t("admin.pdfs.upload")}</h2>
        <div className="grid-2">
          <div className="field">
            <label htmlFor="pdf-file">{t("admin.pdfs.file")}</label>
            <input id="pdf-file" type="file" accept="application/pdf,.pdf" required onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </div>
          <div className="field">
            <label htmlFor="pdf-name">{t("admin.pdfs.name")}</label>
            <input id="pdf-name" value={name} onChange={(e) => setName(e.target.value)} pattern="[A-Za-z0-9_\-]+" aria-describedby="pdf-name-hint" />
            <p className="hint" id="pdf-name-hint">
              {t("admin.pdfs.nameHint")}
            </p>
          </div>
        </div>
        {error && (
          <p role="alert" className="admin-error">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={busy || !file}>
            {busy ? t("admin.pdfs.uploading") : t("admin.pdfs.uploadButton")}
          </button>
        </div>
      </form>
      <Loaded state={state}>
        {(pdfs) =>
          pdfs.length === 0 ? (
            <p className="empty">{t("admin.pdfs.empty")}</p>
          ) : (
            <div className="table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t("admin.pdfs.name")}</th>
                    <th scope="col">{t("admin.pdfs.size")}</th>
                    <th scope="col">{t("admin.pdfs.modified")}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t("admin.subscribers.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {pdfs.map((p) => (
                    <tr key={p.name}>
                      <td>{p.name}.pdf</td>
                      <td>{size(p.size)}</td>
                      <td>{formatDateTime(p.modified, lang)}</td>
                      <td>
                        <button
                          type="button"
                          className="btn btn--danger"
                          onClick={() => void remove(p.name)}
                          aria-label={`${t("admin.action.delete")}: ${p.name}.pdf`}
                        >
                          {t("admin.action.delete")}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
    </>
  );
}
