import { useState, type FormEvent } from "react";
import type { JournalEntryOut } from "../../../../core/schemas/progress";
import { COMMENT_MAX, journalCommentBody } from "../../../../core/schemas/progress";
import { intlLocale } from "../../../../core/languages";
import { BUSINESS_TIME_ZONE } from "../../../../core/practice-time";
import { serverErrors, useAdmin, useAdminT, useLoad } from "../admin-context";
import { fieldErrors, useFieldErrors } from "../field-errors";
import { FieldMessage, formatDateTime, Loaded } from "../ui";
import { useAdminSubmit } from "../use-admin-submit";
import { usePhotoUrls } from "./photo-urls";

/**
 * Her food photo journal on her client page, by day (Madrid's calendar), each meal with its
 * photo (fetched with the admin's token), her note and a short comment she then reads.
 */
export function JournalSection({ clientId }: { clientId: number }) {
  const { api, lang, token } = useAdmin();
  const t = useAdminT();
  const { state, set } = useLoad(
    () => api.clients.journal(clientId),
    [api, clientId],
    () => t("admin.journal.loadFailed"),
  );
  const photos = usePhotoUrls(state.status === "ready" ? state.data.map((e) => e.photo_url) : [], token);
  const dayOf = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "full", timeZone: BUSINESS_TIME_ZONE });

  return (
    <section className="admin-card" id="client-journal" aria-labelledby="client-journal-title">
      <h2 id="client-journal-title">{t("admin.journal.title")}</h2>
      <Loaded state={state}>
        {(entries) => {
          if (entries.length === 0) return <p className="muted">{t("admin.journal.empty")}</p>;
          const days = new Map<string, JournalEntryOut[]>();
          for (const e of entries) {
            const day = dayOf.format(new Date(e.eaten_at));
            days.set(day, [...(days.get(day) ?? []), e]);
          }
          return [...days].map(([day, list]) => (
            <section key={day} className="journal-day" aria-label={day}>
              <h3>{day}</h3>
              <ul className="journal-list">
                {list.map((e) => (
                  <Entry
                    key={e.id}
                    clientId={clientId}
                    entry={e}
                    photo={photos[e.photo_url]}
                    onChange={(next) => set((all) => all.map((x) => (x.id === next.id ? next : x)))}
                  />
                ))}
              </ul>
            </section>
          ));
        }}
      </Loaded>
    </section>
  );
}

function Entry({ clientId, entry, photo, onChange }: { clientId: number; entry: JournalEntryOut; photo?: string; onChange: (e: JournalEntryOut) => void }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const { busy, submit } = useAdminSubmit();
  const [body, setBody] = useState("");
  const meal = t(`admin.journal.meal.${entry.meal}`);
  const when = formatDateTime(entry.eaten_at, lang);
  const id = `journal-comment-${entry.id}`;
  const fields = useFieldErrors(() =>
    fieldErrors(journalCommentBody, { body }, { texts: { body: { required: "admin.form.journal.comment" } }, t, place: () => id }),
  );

  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!fields.check()) return;
    await submit(
      async () => {
        onChange(await api.clients.comment(clientId, entry.id, body));
        setBody("");
      },
      { success: t("admin.journal.sent"), failure: (err) => serverErrors(err, t("admin.journal.sendFailed")), flashFailure: true },
    );
  }

  return (
    <li className="journal-entry">
      {photo ? <img src={photo} alt={t("admin.journal.photoAlt", { meal, when })} className="journal-entry__photo" /> : <span />}
      <div>
        <p className="message__meta">
          <strong>{meal}</strong> · <time dateTime={entry.eaten_at}>{when}</time>
        </p>
        {entry.note && <p className="message__body">{entry.note}</p>}
        {entry.comments.map((c, i) => (
          <div key={i} className="journal-comment">
            <p className="message__meta">
              <strong>{t("admin.journal.yourComment")}</strong> · <time dateTime={c.created_at}>{formatDateTime(c.created_at, lang)}</time>
            </p>
            <p className="message__body">{c.body}</p>
          </div>
        ))}
        <form onSubmit={(e) => void send(e)} className="journal-comment-form" noValidate ref={fields.form}>
          <div className="field">
            <label htmlFor={id}>{t("admin.journal.comment")}</label>
            <textarea
              id={id}
              rows={2}
              required
              maxLength={COMMENT_MAX}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              aria-label={t("admin.journal.commentOn", { meal, when })}
              {...fields.field(id)}
            />
            <FieldMessage name={id} text={fields.message(id)} />
          </div>
          <button type="submit" className="btn" disabled={busy} aria-label={t("admin.journal.sendOn", { meal, when })}>
            {t("admin.journal.send")}
          </button>
        </form>
      </div>
    </li>
  );
}
