import { useState } from "react";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "./admin-context";
import { formatDateTime, Loaded, PageHead } from "./ui";

/** The contact messages the site stored: newest first, unread ones marked. */
export default function AdminMessages() {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const [onlyUnread, setOnlyUnread] = useState(false);
  const { state, set } = useLoad(
    async () => (await api.contactMessages.list()).slice().sort((a, b) => b.created_at.localeCompare(a.created_at)),
    [api],
    () => t("admin.messages.loadFailed"),
  );
  useDocumentTitle(t("admin.messages.title"));

  async function toggle(id: number, read: boolean) {
    try {
      const updated = await api.contactMessages.setRead(id, read);
      set((list) => list.map((m) => (m.id === id ? { ...m, read: updated?.read ?? read } : m)));
    } catch {
      flash("error", t("admin.messages.updateFailed"));
    }
  }

  async function remove(id: number) {
    if (!window.confirm(t("admin.messages.confirmDelete"))) return;
    try {
      await api.contactMessages.remove(id);
      set((list) => list.filter((m) => m.id !== id));
      flash("success", t("admin.messages.deleted"));
    } catch {
      flash("error", t("admin.messages.deleteFailed"));
    }
  }

  return (
    <>
      <PageHead title={t("admin.messages.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }} />
      <div className="toolbar">
        <label className="check">
          <input type="checkbox" checked={onlyUnread} onChange={(e) => setOnlyUnread(e.target.checked)} /> {t("admin.messages.onlyUnread")}
        </label>
      </div>
      <Loaded state={state}>
        {(all) => {
          const list = onlyUnread ? all.filter((m) => !m.read) : all;
          const unread = all.filter((m) => !m.read).length;
          return (
            <>
              <p className="muted" role="status">
                {t("admin.messages.unreadCount", { n: unread })}
              </p>
              {list.length === 0 ? (
                <p className="empty">{t("admin.messages.empty")}</p>
              ) : (
                <ul className="message-list">
                  {list.map((m) => (
                    <li key={m.id} className={`admin-card${m.read ? "" : " message-unread"}`}>
                      <h2>
                        {m.name} {!m.read && <span className="badge badge-confirmed">{t("admin.messages.new")}</span>}
                      </h2>
                      <p className="muted">
                        <a href={`mailto:${m.email}`}>{m.email}</a> · {formatDateTime(m.created_at, lang)}
                      </p>
                      <p className="message-body">{m.message}</p>
                      <div className="form-actions">
                        <a className="btn btn--primary" href={`mailto:${m.email}`}>
                          {t("admin.messages.reply")}
                        </a>
                        <button type="button" className="btn" onClick={() => void toggle(m.id, !m.read)}>
                          {m.read ? t("admin.messages.markUnread") : t("admin.messages.markRead")}
                        </button>
                        <button
                          type="button"
                          className="btn btn--danger"
                          onClick={() => void remove(m.id)}
                          aria-label={`${t("admin.action.delete")}: ${m.name}`}
                        >
                          {t("admin.action.delete")}
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </Loaded>
    </>
  );
}
