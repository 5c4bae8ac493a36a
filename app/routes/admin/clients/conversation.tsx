import { useRef, useState, type FormEvent } from "react";
import type { MessageOut } from "../../../../core/schemas/messages";
import { MessageThread } from "../../../components/message-thread";
import { serverErrors, useAdmin, useAdminT, useLoad } from "../admin-context";
import { Loaded } from "../ui";
import { useAdminSubmit } from "../use-admin-submit";
import { usePhotoUrls } from "./photo-urls";

/**
 * Her conversation on her client page: the whole thread (opening it marks hers read and is
 * logged), the answer form, and her settings. Photos need the admin's token, so they are
 * fetched and shown from object URLs.
 */
export function ConversationSection({ clientId, clientName, hideNumbers }: { clientId: number; clientName: string; hideNumbers: boolean }) {
  const { api, lang, token } = useAdmin();
  const t = useAdminT();
  const form = useRef<HTMLFormElement>(null);
  const { busy, submit } = useAdminSubmit();
  const { state, set } = useLoad(
    () => api.clients.messages(clientId),
    [api, clientId],
    () => t("admin.conversation.loadFailed"),
  );
  const photos = usePhotoUrls(
    state.status === "ready" ? state.data.messages.flatMap((m) => m.attachments.filter((a) => a.type.startsWith("image/")).map((a) => a.url)) : [],
    token,
  );

  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    await submit(
      async () => {
        const sent = await api.clients.sendMessage(clientId, data);
        set((d) => ({ ...d, messages: [...d.messages, sent] }));
        form.current?.reset();
      },
      { success: t("admin.conversation.sent"), failure: (err) => serverErrors(err, t("admin.conversation.sendFailed")), flashFailure: true },
    );
  }

  async function open(a: MessageOut["attachments"][number]) {
    const res = await fetch(a.url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) return;
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = a.name;
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <section className="admin-card" id="client-conversation" aria-labelledby="client-conversation-title">
      <h2 id="client-conversation-title">{t("admin.conversation.title")}</h2>
      <Loaded state={state}>
        {(d) => (
          <>
            {d.messages.length === 0 ? (
              <p className="muted">{t("admin.conversation.empty")}</p>
            ) : (
              <MessageThread
                messages={d.messages}
                lang={lang}
                own="practice"
                labels={{ own: t("admin.conversation.you"), other: clientName, read: t("admin.conversation.read") }}
                imageSrc={(url) => photos[url]}
                onOpenFile={(a) => void open(a)}
              />
            )}
            <form ref={form} method="post" onSubmit={(e) => void send(e)}>
              <div className="field">
                <label htmlFor="conversation-body">{t("admin.conversation.answer")}</label>
                <textarea id="conversation-body" name="body" rows={4} maxLength={5000} />
              </div>
              <div className="field">
                <label htmlFor="conversation-files">{t("admin.conversation.files")}</label>
                <input
                  id="conversation-files"
                  name="attachments"
                  type="file"
                  multiple
                  accept="image/jpeg,image/png,image/webp,image/heic,.heic,application/pdf"
                />
              </div>
              <div className="form-actions">
                <button type="submit" className="btn btn--primary" disabled={busy}>
                  {busy ? t("admin.state.submitting") : t("admin.conversation.send")}
                </button>
              </div>
            </form>
            <ClientSettings clientId={clientId} notices={d.message_notices} hideNumbers={hideNumbers} />
          </>
        )}
      </Loaded>
    </section>
  );
}

/** Her two switches, each saved as it changes. */
function ClientSettings({ clientId, notices, hideNumbers }: { clientId: number; notices: boolean; hideNumbers: boolean }) {
  const { api } = useAdmin();
  const t = useAdminT();
  const [values, setValues] = useState({ message_notices: notices, hide_numbers: hideNumbers });
  const [saved, setSaved] = useState("");
  async function change(field: "message_notices" | "hide_numbers", on: boolean) {
    // The box follows the click at once; the saved answer then stands (or puts it back).
    setValues((v) => ({ ...v, [field]: on }));
    setSaved("");
    const s = await api.clients.settings(clientId, { [field]: on }).catch(() => ({ ...values, id: clientId }));
    setValues({ message_notices: s.message_notices, hide_numbers: s.hide_numbers });
    setSaved(t("admin.conversation.saved"));
  }
  return (
    <fieldset className="conversation-settings">
      <legend>{t("admin.conversation.settings")}</legend>
      <label>
        <input type="checkbox" checked={values.message_notices} onChange={(e) => void change("message_notices", e.target.checked)} />{" "}
        {t("admin.conversation.notices")}
      </label>
      <label>
        <input type="checkbox" checked={values.hide_numbers} onChange={(e) => void change("hide_numbers", e.target.checked)} />{" "}
        {t("admin.conversation.hideNumbers")}
      </label>
      <span role="status" className="muted">
        {saved}
      </span>
    </fieldset>
  );
}
