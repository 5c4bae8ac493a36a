import { Link } from "react-router";
import { ApiRequestError } from "../../../lib/api-client";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { formatDateTime, Loaded, PageHead } from "../ui";
import type { Language } from "../../../../core/languages";

/** Every newsletter, newest first, with its status and how far its send has got. */
export default function AdminNewsletterList() {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const { state } = useLoad(
    () => api.newsletters.list(),
    [api],
    (e) => t("admin.newsletters.loadFailed", { status: e instanceof ApiRequestError ? e.status : 0 }),
  );
  useDocumentTitle(t("admin.newsletters.title"));
  return (
    <>
      <PageHead title={t("admin.newsletters.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }}>
        <Link to="/admin-newsletters" className="btn">
          {t("admin.nav.newsletters")}
        </Link>
        <Link to="/admin-newsletter/new" className="btn btn--primary">
          {t("admin.newsletters.new")}
        </Link>
      </PageHead>
      <Loaded state={state}>
        {(list) =>
          list.length === 0 ? (
            <p className="empty">{t("admin.newsletters.empty")}</p>
          ) : (
            <div className="table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t("admin.newsletters.subject")}</th>
                    <th scope="col">{t("admin.newsletters.language")}</th>
                    <th scope="col">{t("admin.newsletters.status")}</th>
                    <th scope="col">{t("admin.newsletters.progress")}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((n) => (
                    <tr key={n.id}>
                      <td>
                        <Link to={`/admin-newsletter/${n.id}`}>{n.subject}</Link>
                      </td>
                      <td>{t(`admin.language.${n.language as Language}`)}</td>
                      <td>
                        {t(`admin.newsletters.status.${n.status}`)}
                        {n.status === "scheduled" && n.send_at ? ` · ${formatDateTime(n.send_at, lang)}` : ""}
                        {n.sent_at ? ` · ${formatDateTime(n.sent_at, lang)}` : ""}
                      </td>
                      <td>{n.status === "draft" || n.status === "scheduled" ? "—" : t("admin.newsletters.counts", n.counts)}</td>
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
