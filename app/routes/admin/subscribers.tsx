import { useState } from "react";
import { Link } from "react-router";
import { ApiRequestError } from "../../lib/api-client";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "./admin-context";
import { formatDateTime, Loaded, PageHead } from "./ui";

/** Newsletter subscribers: newest first, CSV export, and erasing one on request (GDPR). */
export default function AdminSubscribers() {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const [exporting, setExporting] = useState(false);
  const { state, set } = useLoad(
    async () => (await api.subscribers.list()).slice().sort((a, b) => b.created_at.localeCompare(a.created_at)),
    [api],
    (e) => t("admin.subscribers.loadFailed", { status: e instanceof ApiRequestError ? e.status : 0 }),
  );
  useDocumentTitle(t("admin.subscribers.title"));

  async function exportCsv() {
    setExporting(true);
    try {
      const csv = await api.subscribers.exportCsv();
      const url = URL.createObjectURL(new Blob([typeof csv === "string" ? csv : String(csv)], { type: "text/csv;charset=utf-8" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = `subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      flash("error", t("admin.subscribers.exportFailed"));
    } finally {
      setExporting(false);
    }
  }

  async function remove(id: number, email: string) {
    if (!window.confirm(t("admin.subscribers.confirmDelete", { email }))) return;
    try {
      await api.subscribers.remove(id);
      set((list) => list.filter((s) => s.id !== id));
      flash("success", t("admin.subscribers.deleted"));
    } catch {
      flash("error", t("admin.subscribers.deleteFailed"));
    }
  }

  return (
    <>
      <PageHead title={t("admin.subscribers.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }}>
        <Link to="/admin-newsletter-list" className="btn">
          {t("admin.nav.newsletterList")}
        </Link>
        <button type="button" className="btn" onClick={() => void exportCsv()} disabled={exporting || state.status !== "ready" || state.data.length === 0}>
          {t("admin.subscribers.export")}
        </button>
      </PageHead>
      <Loaded state={state}>
        {(subs) =>
          subs.length === 0 ? (
            <p className="empty">{t("admin.subscribers.empty")}</p>
          ) : (
            <>
              <p className="muted">{t("admin.subscribers.count", { n: subs.length })}</p>
              <div className="table-wrap">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("admin.login.email")}</th>
                      <th scope="col">{t("admin.subscribers.status")}</th>
                      <th scope="col">{t("admin.subscribers.since")}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t("admin.subscribers.actions")}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {subs.map((s) => (
                      <tr key={s.id}>
                        <td>{s.email}</td>
                        <td>{t(`admin.subscribers.status.${s.status}`)}</td>
                        <td>{formatDateTime(s.created_at, lang)}</td>
                        <td>
                          <button
                            type="button"
                            className="btn btn--danger"
                            onClick={() => void remove(s.id, s.email)}
                            aria-label={`${t("admin.action.remove")}: ${s.email}`}
                          >
                            {t("admin.action.remove")}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </Loaded>
    </>
  );
}
