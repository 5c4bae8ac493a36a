import { useEffect, useRef, useState } from "react";
import { MESSAGE_TEXTS, type MessageText } from "../../../core/message-texts";
import type { ThreadOut } from "../../../core/schemas/messages";
import { intlLocale } from "../../../core/languages";
import { useLanguage } from "../../i18n";
import { ApiRequestError } from "../../lib/site-api";
import { useBrowserApi } from "../../lib/use-api";
import { MessageThread } from "../../components/message-thread";

/**
 * Her conversation with the nutritionist on /my-bookings: the thread, the promised answer
 * time with her last message, the form (text, photos or PDFs) and her choice of mail notices.
 */
export function MyMessages() {
  const lang = useLanguage();
  const api = useBrowserApi();
  const tx = (k: MessageText, vars: Record<string, string> = {}) => MESSAGE_TEXTS[k][lang].replace(/\{(\w+)\}/g, (m, v: string) => vars[v] ?? m);
  const [thread, setThread] = useState<ThreadOut | null>(null);
  const [status, setStatus] = useState<{ kind: "idle" | "sending" | "sent" } | { kind: "error"; message: string }>({ kind: "idle" });
  const [noticeStatus, setNoticeStatus] = useState("");
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    let live = true;
    void api.clientArea.messages().then((t) => live && setThread(t));
    return () => {
      live = false;
    };
  }, [api]);

  async function send(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setStatus({ kind: "sending" });
    try {
      const sent = await api.clientArea.sendMessage(new FormData(e.currentTarget));
      setThread((t) => (t ? { ...t, messages: [...t.messages, sent] } : t));
      form.current?.reset();
      setStatus({ kind: "sent" });
    } catch (err) {
      setStatus({ kind: "error", message: err instanceof ApiRequestError ? err.message : MESSAGE_TEXTS.sending[lang] });
    }
  }

  async function setNotices(on: boolean) {
    // The box follows the click at once; the saved answer then stands (or puts it back).
    setThread((t) => (t ? { ...t, message_notices: on } : t));
    setNoticeStatus("");
    const saved = await api.clientArea.setMessageNotices(on).catch(() => ({ message_notices: !on }));
    setThread((t) => (t ? { ...t, message_notices: saved.message_notices } : t));
    setNoticeStatus(tx("noticesSaved"));
  }

  if (!thread) return null;
  const last = thread.messages.at(-1);
  const waiting = last?.author === "client" ? last : undefined;
  const when = (iso: string) => new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));
  return (
    <section className="manage__section" id="messages" aria-labelledby="mine-messages">
      <h2 id="mine-messages">{tx("heading")}</h2>
      <p>{tx("promise", { hours: String(thread.answer_hours) })}</p>
      {waiting && (
        <p className="message-hint">
          {tx("lastSent", { when: when(waiting.created_at), by: when(new Date(Date.parse(waiting.created_at) + thread.answer_hours * 3_600_000).toISOString()) })}
        </p>
      )}
      {thread.messages.length === 0 ? (
        <p>{tx("empty")}</p>
      ) : (
        <MessageThread messages={thread.messages} lang={lang} own="client" labels={{ own: tx("you"), other: tx("practice"), read: tx("read") }} />
      )}
      <form ref={form} className="message-form" method="post" encType="multipart/form-data" onSubmit={(e) => void send(e)}>
        <div className="field">
          <label htmlFor="message-body">{tx("body")}</label>
          <textarea id="message-body" name="body" rows={4} maxLength={5000} />
        </div>
        <div className="field">
          <label htmlFor="message-files">{tx("attachments")}</label>
          <input id="message-files" name="attachments" type="file" multiple accept="image/jpeg,image/png,image/webp,image/heic,application/pdf" />
        </div>
        <button type="submit" className="btn btn--primary" disabled={status.kind === "sending"}>
          {status.kind === "sending" ? tx("sending") : tx("send")}
        </button>
        <p role="status" aria-live="polite" className={status.kind === "error" ? "alert alert--error" : undefined}>
          {status.kind === "sent" ? tx("sent") : status.kind === "error" ? status.message : ""}
        </p>
      </form>
      <div className="field field--check">
        <input id="message-notices" type="checkbox" checked={thread.message_notices} onChange={(e) => void setNotices(e.target.checked)} />
        <label htmlFor="message-notices">{tx("notices")}</label>
        <span role="status" className="message-hint">
          {noticeStatus}
        </span>
      </div>
    </section>
  );
}
