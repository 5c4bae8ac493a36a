import { useContext, useEffect, useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { LANGUAGES, intlLocale, type Language } from "../../../core/languages";
import { BUSINESS_TIME_ZONE } from "../../../core/practice-time";
import { useLanguage } from "../../i18n";
import { SetAdminLanguageContext, useAdminT, type Flash, type LoadState } from "./admin-context";
import fallbackImage from "./assets/default-image.svg";
import { errorId } from "./field-errors";

export { fallbackImage };

import { LANGUAGE_NAMES } from "../../../core/languages";
export { LANGUAGE_NAMES };

export function AdminLanguageMenu() {
  const t = useAdminT();
  const lang = useLanguage();
  const set = useContext(SetAdminLanguageContext);
  const id = useId();
  return (
    <span className="admin-lang">
      <label htmlFor={id} className="visually-hidden">
        {t("admin.language.interface")}
      </label>
      <select id={id} value={lang} onChange={(e) => set(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  );
}

export function FlashArea({ flashes, onDismiss }: { flashes: Flash[]; onDismiss: (id: number) => void }) {
  const t = useAdminT();
  return (
    <div className="admin-flashes" aria-live="polite">
      {flashes.map((f) => (
        <div key={f.id} className={`admin-flash admin-flash-${f.kind}`} role={f.kind === "error" ? "alert" : "status"}>
          <span>{f.text}</span>
          <button type="button" className="btn-icon" onClick={() => onDismiss(f.id)} aria-label={t("admin.action.dismiss")}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

/** Content language of the item being edited or listed (not the interface language). */
export function ContentLanguageSelect({ value, onChange, label, id }: { value: Language; onChange: (l: Language) => void; label?: string; id?: string }) {
  const t = useAdminT();
  const auto = useId();
  const fid = id ?? auto;
  return (
    <div className="field">
      <label htmlFor={fid}>{label ?? t("admin.field.language")}</label>
      <select id={fid} value={value} onChange={(e) => onChange(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`admin.language.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PageHead({ title, back, children }: { title: string; back?: { to: string; label: string }; children?: ReactNode }) {
  return (
    <div className="page-head">
      <div>
        {back && (
          <Link to={back.to} className="back-link">
            ← {back.label}
          </Link>
        )}
        <h1>{title}</h1>
      </div>
      {children && <div className="page-head-actions">{children}</div>}
    </div>
  );
}

/** A field's message from its form's check (field-errors.ts), under the input it names. */
export function FieldMessage({ name, text }: { name: string; text: string | undefined }) {
  return text ? (
    <p id={errorId(name)} className="admin-error">
      {text}
    </p>
  ) : null;
}

/**
 * The foot of an admin form: the error of its last submit, if any, then the submit button
 * (with its busy text while sending, so a second click is not taken) and the form's other actions.
 */
export function FormActions({
  error,
  busy,
  label,
  busyLabel,
  children,
}: {
  error?: string | null;
  busy: boolean;
  label?: string;
  busyLabel?: string;
  children?: ReactNode;
}) {
  const t = useAdminT();
  return (
    <>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? (busyLabel ?? t("admin.state.saving")) : (label ?? t("admin.action.save"))}
        </button>
        {children}
      </div>
    </>
  );
}

/** The loading and error states every list and detail screen shares. */
export function Loaded<T>({ state, loadingText, children }: { state: LoadState<T>; loadingText?: string; children: (data: T) => ReactNode }) {
  const t = useAdminT();
  if (state.status === "loading")
    return (
      <p role="status" className="muted">
        {loadingText ?? t("admin.state.loading")}
      </p>
    );
  if (state.status === "error")
    return (
      <p role="alert" className="admin-error">
        {state.message}
      </p>
    );
  return <>{children(state.data)}</>;
}

/** An image chooser with a preview of the chosen file, or of the current image, with a fallback. */
export function ImageField({
  label,
  current,
  file,
  onFile,
  required,
  name = "image",
  hint,
}: {
  label: string;
  current?: string | null;
  file: File | null;
  onFile: (f: File | null) => void;
  required?: boolean;
  name?: string;
  hint?: string;
}) {
  const t = useAdminT();
  const id = useId();
  const hintId = `${id}-hint`;
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? current ?? null;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="file"
        accept="image/*"
        required={required}
        aria-describedby={hint ? hintId : undefined}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {shown && <FallbackImage className="image-preview" src={shown} alt={t("admin.image.preview")} />}
    </div>
  );
}

/** Shows the default image when the real one cannot be loaded. */
export function FallbackImage({ src, alt, className }: { src: string | null | undefined; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  return <img className={className} src={!src || failed ? fallbackImage : src} alt={alt} onError={() => setFailed(true)} />;
}

/** Formats an ISO timestamp for the admin, in her language and the business time zone. */
export function formatDateTime(iso: string | null | undefined, lang: Language): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(intlLocale(lang), { dateStyle: "medium", timeStyle: "short", timeZone: BUSINESS_TIME_ZONE });
}
