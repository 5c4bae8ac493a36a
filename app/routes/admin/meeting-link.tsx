import { useEffect, useId, useState, type FormEvent } from "react";
import { ApiRequestError } from "../../lib/api-client";
import { serverMessage, useAdmin, useAdminT, useDocumentTitle, useLoad } from "./admin-context";
import { Loaded, PageHead } from "./ui";
import { useAdminSubmit } from "./use-admin-submit";

/** Her personal meeting link (Zoom, Google Meet), or none: a private Jitsi room per booking. */
export default function AdminMeetingLink() {
  const { api } = useAdmin();
  const t = useAdminT();
  const id = useId();
  const { state, set } = useLoad(
    () => api.outbox.meetingLink(),
    [api],
    () => t("admin.meeting.loadFailed"),
  );
  const [value, setValue] = useState("");
  const { busy: saving, error, submit } = useAdminSubmit();
  useDocumentTitle(t("admin.meeting.title"));
  useEffect(() => {
    if (state.status === "ready") setValue(state.data.url ?? "");
  }, [state]);

  async function save(e: FormEvent) {
    e.preventDefault();
    await submit(
      async () => {
        const saved = await api.outbox.saveMeetingLink(value.trim() || null);
        set(() => saved);
      },
      {
        success: t("admin.meeting.saved"),
        failure: (err) => {
          // The field's own message ("a valid link…") when the server names it.
          const field = err instanceof ApiRequestError ? (err.body as { errors?: { url?: string[] } } | null)?.errors?.url?.[0] : undefined;
          return field ?? serverMessage(err, t("admin.meeting.saveFailed"));
        },
      },
    );
  }

  return (
    <>
      <PageHead title={t("admin.meeting.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }} />
      <Loaded state={state}>
        {(data) => (
          <form className="admin-card" onSubmit={(e) => void save(e)} noValidate>
            <p>{t("admin.meeting.intro", { base: data.default_base_url })}</p>
            <div className="field">
              <label htmlFor={id}>{t("admin.meeting.field")}</label>
              <input
                id={id}
                type="url"
                inputMode="url"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                placeholder="https://"
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
                aria-invalid={error ? true : undefined}
              />
              <p id={`${id}-hint`} className="hint">
                {t("admin.meeting.hint")}
              </p>
              {error && (
                <p id={`${id}-error`} role="alert" className="admin-error">
                  {error}
                </p>
              )}
            </div>
            <div className="form-actions">
              <button type="submit" className="btn btn--primary" disabled={saving}>
                {saving ? t("admin.state.saving") : t("admin.action.save")}
              </button>
            </div>
          </form>
        )}
      </Loaded>
    </>
  );
}
