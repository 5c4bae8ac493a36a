import type { MessageOut } from "../../core/schemas/messages";
import { intlLocale, type Language } from "../../core/languages";

/**
 * A conversation, oldest first, as either side reads it: times in the reader's own zone and
 * language. `imageSrc` turns an attachment's address into one an <img> can load (the admin's
 * need her token, so her screen passes object URLs).
 */
export function MessageThread({
  messages,
  lang,
  own,
  labels,
  imageSrc = (url) => url,
  onOpenFile,
}: {
  messages: MessageOut[];
  lang: Language;
  own: MessageOut["author"];
  labels: { own: string; other: string; read: string };
  imageSrc?: (url: string) => string | undefined;
  onOpenFile?: (a: MessageOut["attachments"][number]) => void;
}) {
  const when = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "medium", timeStyle: "short" });
  return (
    <ol className="message-thread">
      {messages.map((m) => (
        <li key={m.id} className={`message message--${m.author === own ? "own" : "other"}`}>
          <p className="message__meta">
            <strong>{m.author === own ? labels.own : labels.other}</strong> · <time dateTime={m.created_at}>{when.format(new Date(m.created_at))}</time>
            {m.author === own && m.read_at && <> · {labels.read}</>}
          </p>
          {m.body && <p className="message__body">{m.body}</p>}
          {m.attachments.length > 0 && (
            <ul className="message__files">
              {m.attachments.map((a) => (
                <li key={a.id}>
                  {/* The photo is shown above its name; the name says what it is, so the picture's own text is empty. */}
                  {a.type.startsWith("image/") && imageSrc(a.url) ? <img src={imageSrc(a.url)} alt="" className="message__photo" loading="lazy" /> : null}
                  {onOpenFile ? (
                    <button type="button" className="link-button" onClick={() => onOpenFile(a)}>
                      {a.name}
                    </button>
                  ) : (
                    <a href={a.url} target={a.type.startsWith("image/") ? "_blank" : undefined} rel="noopener">
                      {a.name}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
