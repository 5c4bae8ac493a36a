import { useState, type FormEvent } from "react";
import type { NoteOut } from "../../../../core/schemas/client";
import { serverMessage, useAdmin, useAdminT } from "../admin-context";
import { formatDateTime } from "../ui";

type BookingRef = { id: number; start_at: string | null; date: string; time: string; service_plan_title: string | null };

/** Session notes: newest first, each with its earlier texts; a new one for one of her sessions. */
export function NotesSection({
  clientId,
  notes,
  bookings,
  onChange,
}: {
  clientId: number;
  notes: NoteOut[];
  bookings: BookingRef[];
  onChange: (n: NoteOut) => void;
}) {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const [text, setText] = useState("");
  const [bookingId, setBookingId] = useState<string>(bookings[0] ? String(bookings[0].id) : "");
  const [busy, setBusy] = useState(false);
  const label = (b: BookingRef) =>
    `${b.start_at ? formatDateTime(b.start_at, lang) : `${b.date} ${b.time}`}${b.service_plan_title ? ` · ${b.service_plan_title}` : ""}`;

  async function add(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      onChange(await api.clients.addNote(clientId, bookingId ? Number(bookingId) : null, text));
      setText("");
      flash("success", t("admin.clients.noteAdded"));
    } catch (err) {
      flash("error", serverMessage(err, t("admin.clients.noteFailed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-card" aria-labelledby="client-notes">
      <h2 id="client-notes">{t("admin.clients.notes")}</h2>
      {notes.length === 0 ? (
        <p className="muted">{t("admin.clients.noNotes")}</p>
      ) : (
        <ul className="plain-list">
          {notes.map((n) => (
            <NoteItem
              key={`${n.id}-${n.updated_at}`}
              note={n}
              clientId={clientId}
              session={bookings.find((b) => b.id === n.booking_id)}
              label={label}
              onChange={onChange}
            />
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void add(e)} aria-labelledby="client-new-note">
        <h3 id="client-new-note">{t("admin.clients.newNote")}</h3>
        <div className="field">
          <label htmlFor="note-session">{t("admin.clients.noteSession")}</label>
          <select id="note-session" value={bookingId} onChange={(e) => setBookingId(e.target.value)}>
            {bookings.map((b) => (
              <option key={b.id} value={b.id}>
                {label(b)}
              </option>
            ))}
            <option value="">{t("admin.clients.noteNoSession")}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="note-text">{t("admin.clients.noteText")}</label>
          <textarea id="note-text" rows={5} value={text} onChange={(e) => setText(e.target.value)} required maxLength={20000} />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={busy || !text.trim()}>
            {busy ? t("admin.state.saving") : t("admin.clients.addNote")}
          </button>
        </div>
      </form>
    </section>
  );
}

function NoteItem({
  note,
  clientId,
  session,
  label,
  onChange,
}: {
  note: NoteOut;
  clientId: number;
  session: BookingRef | undefined;
  label: (b: BookingRef) => string;
  onChange: (n: NoteOut) => void;
}) {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.text);
  const [busy, setBusy] = useState(false);
  const fieldId = `note-edit-${note.id}`;

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      onChange(await api.clients.editNote(clientId, note.id, text));
      flash("success", t("admin.clients.noteAdded"));
    } catch (err) {
      flash("error", serverMessage(err, t("admin.clients.noteFailed")));
      setBusy(false);
    }
  }

  return (
    <li className="note">
      <p className="muted">
        {t("admin.clients.noteWritten", { when: formatDateTime(note.created_at, lang) })}
        {note.updated_at !== note.created_at ? ` · ${t("admin.clients.noteEdited", { when: formatDateTime(note.updated_at, lang) })}` : ""}
        {session ? ` · ${label(session)}` : ""}
      </p>
      {editing ? (
        <form onSubmit={(e) => void save(e)}>
          <div className="field">
            <label htmlFor={fieldId}>{t("admin.clients.editNote")}</label>
            <textarea id={fieldId} rows={5} value={text} onChange={(e) => setText(e.target.value)} required maxLength={20000} />
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={busy || !text.trim() || text === note.text}>
              {busy ? t("admin.state.saving") : t("admin.action.save")}
            </button>
            <button type="button" className="btn" onClick={() => (setEditing(false), setText(note.text))}>
              {t("admin.action.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className="message-body">{note.text}</p>
          <button type="button" className="btn" onClick={() => setEditing(true)}>
            {t("admin.action.edit")}
          </button>
        </>
      )}
      {note.history.length > 0 && (
        <details>
          <summary>{t("admin.clients.noteHistory", { n: note.history.length })}</summary>
          <ol className="plain-list">
            {note.history.map((h, i) => (
              <li key={i}>
                <span className="muted">{formatDateTime(h.created_at, lang)}</span>
                <p className="message-body">{h.text}</p>
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}
