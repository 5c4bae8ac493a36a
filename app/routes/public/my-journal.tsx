import { useEffect, useRef, useState } from "react";
import { PROGRESS_TEXTS, type ProgressText } from "../../../core/progress-texts";
import { MEALS, NOTE_MAX, type JournalEntryOut } from "../../../core/schemas/progress";
import { intlLocale } from "../../../core/languages";
import { useLanguage } from "../../i18n";
import { ApiRequestError } from "../../lib/site-api";
import { useBrowserApi } from "../../lib/use-api";

/** Now in this browser's clock, as a datetime-local field holds it. */
const nowLocal = () => {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

/**
 * Her food photo journal on /my-bookings: the camera opens directly on a phone (`capture`),
 * HEIC from iPhones is taken; the time she ate is sent as an instant (her own clock read by
 * the browser). Her meals, latest first, with the nutritionist's comments.
 */
export function MyJournal() {
  const lang = useLanguage();
  const api = useBrowserApi();
  const tx = (k: ProgressText, vars: Record<string, string> = {}) => PROGRESS_TEXTS[k][lang].replace(/\{(\w+)\}/g, (m, v: string) => vars[v] ?? m);
  const [entries, setEntries] = useState<JournalEntryOut[] | null>(null);
  const [status, setStatus] = useState<{ kind: "idle" | "sending" | "sent" } | { kind: "error"; message: string }>({ kind: "idle" });
  const [eatenAt, setEatenAt] = useState("");
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    let live = true;
    setEatenAt(nowLocal());
    void api.clientArea
      .journal()
      .then((e) => live && setEntries(e))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);

  async function send(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const fields = new FormData(e.currentTarget);
    const data = new FormData();
    data.append("photo", fields.get("photo") as File);
    data.append("meal", String(fields.get("meal")));
    data.append("eaten_at", new Date(String(fields.get("eaten_at"))).toISOString());
    data.append("note", String(fields.get("note") ?? ""));
    setStatus({ kind: "sending" });
    try {
      const added = await api.clientArea.addJournalEntry(data);
      setEntries((list) => [added, ...(list ?? [])].sort((a, b) => b.eaten_at.localeCompare(a.eaten_at)));
      form.current?.reset();
      setEatenAt(nowLocal());
      setStatus({ kind: "sent" });
    } catch (err) {
      setStatus({ kind: "error", message: err instanceof ApiRequestError ? err.message : tx("failed") });
    }
  }

  if (!entries) return null;
  const when = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="manage__section" id="journal" aria-labelledby="mine-journal">
      <h2 id="mine-journal">{tx("journal")}</h2>
      <p>{tx("journalIntro")}</p>
      <form ref={form} className="journal-form" method="post" encType="multipart/form-data" onSubmit={(e) => void send(e)}>
        <div className="field">
          <label htmlFor="journal-photo">{tx("photo")}</label>
          <input id="journal-photo" name="photo" type="file" required accept="image/*,.heic,.heif" capture="environment" />
        </div>
        <div className="field">
          <label htmlFor="journal-meal">{tx("meal")}</label>
          <select id="journal-meal" name="meal" defaultValue="lunch">
            {MEALS.map((m) => (
              <option key={m} value={m}>
                {tx(m)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="journal-eaten-at">{tx("eatenAt")}</label>
          <input id="journal-eaten-at" name="eaten_at" type="datetime-local" required value={eatenAt} max={nowLocal()} onChange={(e) => setEatenAt(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="journal-note">{tx("note")}</label>
          <textarea id="journal-note" name="note" rows={2} maxLength={NOTE_MAX} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={status.kind === "sending"}>
          {status.kind === "sending" ? tx("saving") : tx("addEntry")}
        </button>
        <p role="status" aria-live="polite" className={status.kind === "error" ? "alert alert--error" : undefined}>
          {status.kind === "sent" ? tx("entryAdded") : status.kind === "error" ? status.message : ""}
        </p>
      </form>
      {entries.length === 0 ? (
        <p>{tx("noEntries")}</p>
      ) : (
        <ul className="journal-list">
          {entries.map((e) => (
            <li key={e.id} className="journal-entry">
              <img src={e.photo_url} alt={tx("photoAlt", { meal: tx(e.meal), when: when.format(new Date(e.eaten_at)) })} className="journal-entry__photo" loading="lazy" />
              <div>
                <p className="message__meta">
                  <strong>{tx(e.meal)}</strong> · <time dateTime={e.eaten_at}>{when.format(new Date(e.eaten_at))}</time>
                </p>
                {e.note && <p className="message__body">{e.note}</p>}
                {e.comments.map((c, i) => (
                  <div key={i} className="journal-comment">
                    <p className="message__meta">
                      <strong>{tx("comment")}</strong> · <time dateTime={c.created_at}>{when.format(new Date(c.created_at))}</time>
                    </p>
                    <p className="message__body">{c.body}</p>
                  </div>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
