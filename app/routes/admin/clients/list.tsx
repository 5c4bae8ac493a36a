import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { formatDateTime, Loaded, PageHead } from "../ui";
import { FollowUpSettings } from "./follow-ups";

/** Her clients, sorted by next session; the search asks the server as she types (after a pause). */
export default function AdminClients() {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const [q, setQ] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(q), 250);
    return () => window.clearTimeout(timer);
  }, [q]);
  const { state } = useLoad(
    () => api.clients.list(query),
    [api, query],
    () => t("admin.clients.loadFailed"),
  );
  useDocumentTitle(t("admin.clients.title"));
  const none = <span className="muted">{t("admin.clients.none")}</span>;

  return (
    <>
      <PageHead title={t("admin.clients.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }} />
      <div className="toolbar">
        <div className="field">
          <label htmlFor="clients-search">{t("admin.clients.search")}</label>
          <input id="clients-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
        </div>
      </div>
      <Loaded state={state}>
        {(clients) =>
          clients.length === 0 ? (
            <p className="empty">{query.trim() ? t("admin.clients.noMatch") : t("admin.clients.empty")}</p>
          ) : (
            <div className="table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t("admin.clients.name")}</th>
                    <th scope="col">{t("admin.clients.email")}</th>
                    <th scope="col">{t("admin.clients.phone")}</th>
                    <th scope="col">{t("admin.clients.nextSession")}</th>
                    <th scope="col">{t("admin.clients.lastSession")}</th>
                    <th scope="col">{t("admin.clients.bookingCount")}</th>
                    <th scope="col">{t("admin.conversation.column")}</th>
                  </tr>
                </thead>
                <tbody>
                  {clients.map((c) => (
                    <tr key={c.id}>
                      <td>
                        <Link to={`/admin-clients/${c.id}`}>{c.name || c.email}</Link>
                      </td>
                      <td>{c.email}</td>
                      <td>{c.phone}</td>
                      <td>{c.next_session ? formatDateTime(c.next_session, lang) : none}</td>
                      <td>{c.last_session ? formatDateTime(c.last_session, lang) : none}</td>
                      <td>{c.bookings}</td>
                      <td>
                        {c.unread_messages > 0 ? t("admin.conversation.unread", { count: c.unread_messages }) : c.waiting_since ? null : none}
                        {c.overdue && (
                          <>
                            {c.unread_messages > 0 && " · "}
                            <strong className="overdue">{t("admin.conversation.overdue")}</strong>
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
      <FollowUpSettings />
    </>
  );
}
