import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { ConversationOut } from "../../../../core/schemas/messages";
import { useAdmin, useAdminT } from "../admin-context";
import { formatDateTime } from "../ui";

/** The dashboard's list of clients waiting for an answer: those past the promised time first. */
export function WaitingConversations() {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const [list, setList] = useState<ConversationOut[] | null>(null);
  useEffect(() => {
    let live = true;
    api.clients.conversations().then(
      (c) => live && setList(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  if (list === null) return null;
  return (
    <section className="admin-card" aria-labelledby="waiting-title">
      <h2 id="waiting-title">{t("admin.conversation.waitingTitle")}</h2>
      {list.length === 0 ? (
        <p className="muted">{t("admin.conversation.noneWaiting")}</p>
      ) : (
        <ul className="plain-list">
          {list.map((c) => (
            <li key={c.client_id}>
              <Link to={`/admin-clients/${c.client_id}#client-conversation`}>{c.name || c.email}</Link>
              {c.unread > 0 && <> · {t("admin.conversation.unread", { count: c.unread })}</>}
              {c.waiting_since && <> · {t("admin.conversation.waiting", { when: formatDateTime(c.waiting_since, lang) })}</>}
              {c.overdue && (
                <>
                  {" "}
                  · <strong className="overdue">{t("admin.conversation.overdue")}</strong>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
