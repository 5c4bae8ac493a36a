import { useState, type FormEvent } from "react";
import type { NoteOut } from "../../../../core/schemas/client";
import { serverMessage, useAdmin, useAdminT } from "../admin-context";
import { formatDateTime } from "../ui";
import { useAdminSubmit } from "../use-admin-submit";
import { sessionLabel, type SessionRef } from "./session-label";

/** Session notes: newest first, each with its earlier texts; a new one for one of her sessions. */
export function NotesSection({
  clientId,
  notes,
  bookings,
  onChange,
}: {
  clientId: number;
  notes: NoteOut[];
  bookings: SessionRef[];
  onChange: (n: NoteOut) => void;
}) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const [text, setText] = useState("");
  const [bookingId, setBookingId] = useState<string>(bookings[0] ? String(bookings[0].id) : "");
  const { busy, submit } = useAdminSubmit();

  async function add(e: FormEvent) {
    e.preventDefault();
    await submit(
      async () => {
        onChange(await api.clients.addNote(clientId, bookingId ? Number(bookingId) : null, text));
        setText("");
      },
      { success: t("admin.clients.noteAdded"), failure: (err) => serverMessage(err, t("admin.clients.noteFailed")), flashFailure: true },
    );
  }

  return (
    <section className="admin-card" aria-labelledby="client-notes">
      <h2 id="client-notes">{t("admin.clients.notes")}</h2>
      {notes.length === 0 ? (
        <p className="muted">{t("admin.clients.noNotes")}</p>
      ) : (
        <ul className="plain-list">
          {notes.map((n) => (
            <NoteItem key={`${n.id}-${n.updated_at}`} note={n} clientId={clientId} session={bookings.find((b) => b.id === n.booking_id)} onChange={onChange} />
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
                {sessionLabel(b, lang)}
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

function NoteItem({ note, clientId, session, onChange }: { note: NoteOut; clientId: number; session: SessionRef | undefined; onChange: (n: NoteOut) => void }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.text);
  const { busy, submit } = useAdminSubmit();
  const fieldId = `note-edit-${note.id}`;

  async function save(e: FormEvent) {
    e.preventDefault();
    // A saved note comes back with a new updated_at, which gives its item a new key.
    await submit(async () => onChange(await api.clients.editNote(clientId, note.id, text)), {
      success: t("admin.clients.noteAdded"),
      failure: (err) => serverMessage(err, t("admin.clients.noteFailed")),
      flashFailure: true,
    });
  }

  return (
    <li className="note">
      <p className="muted">
        {t("admin.clients.noteWritten", { when: formatDateTime(note.created_at, lang) })}
        {note.updated_at !== note.created_at ? ` · ${t("admin.clients.noteEdited", { when: formatDateTime(note.updated_at, lang) })}` : ""}
        {session ? ` · ${sessionLabel(session, lang)}` : ""}
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
