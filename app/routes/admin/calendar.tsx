import { useState, type FormEvent } from "react";
import type { CalendarImport } from "../../../core/schemas/calendar";
import { serverErrors, useAdmin, useAdminT, useDocumentTitle, useLoad } from "./admin-context";
import { formatDateTime, Loaded, PageHead } from "./ui";
import { useAdminSubmit } from "./use-admin-submit";

/** Her calendar both ways: the private feed of bookings to subscribe to, and her own calendars that block slots. */
export default function AdminCalendar() {
  const t = useAdminT();
  useDocumentTitle(t("admin.calendar.title"));
  return (
    <>
      <PageHead title={t("admin.calendar.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }} />
      <FeedCard />
      <ImportsCard />
    </>
  );
}

function FeedCard() {
  const { api, flash } = useAdmin();
  const t = useAdminT();
  const { state, set } = useLoad(
    () => api.calendar.feed(),
    [api],
    () => t("admin.calendar.loadFailed"),
  );
  const { busy, submit } = useAdminSubmit();

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      flash("success", t("admin.calendar.feed.copied"));
    } catch {
      flash("error", t("admin.calendar.feed.copyFailed"));
    }
  }

  async function regenerate(current: string) {
    if (!window.confirm(t("admin.calendar.feed.confirmRegenerate"))) return;
    await submit(
      async () => {
        // Names the address shown: a second click or tab that comes later gets the same new one.
        const fresh = await api.calendar.regenerateFeed(current);
        set(() => fresh);
      },
      { success: t("admin.calendar.feed.regenerated"), failure: () => t("admin.calendar.feed.regenerateFailed"), flashFailure: true },
    );
  }

  return (
    <section className="admin-card" aria-labelledby="feed-title">
      <h2 id="feed-title">{t("admin.calendar.feed.title")}</h2>
      <p className="hint" id="feed-intro">
        {t("admin.calendar.feed.intro")}
      </p>
      <Loaded state={state}>
        {({ url }) => (
          <>
            <div className="field" style={{ marginTop: "0.9rem" }}>
              <label htmlFor="feed-url">{t("admin.calendar.feed.address")}</label>
              <input id="feed-url" readOnly value={url} aria-describedby="feed-intro" onFocus={(e) => e.currentTarget.select()} />
            </div>
            <div className="form-actions">
              <button type="button" className="btn btn--primary" onClick={() => void copy(url)}>
                {t("admin.calendar.feed.copy")}
              </button>
              <button type="button" className="btn btn--danger" disabled={busy} onClick={() => void regenerate(url)}>
                {t("admin.calendar.feed.regenerate")}
              </button>
            </div>
          </>
        )}
      </Loaded>
    </section>
  );
}

function ImportsCard() {
  const { api, flash } = useAdmin();
  const t = useAdminT();
  const { state, reload, set } = useLoad(
    () => api.calendar.imports(),
    [api],
    () => t("admin.calendar.loadFailed"),
  );
  const [url, setUrl] = useState("");
  const { busy: adding, error, submit } = useAdminSubmit();
  const [working, setWorking] = useState<number | null>(null);

  async function add(e: FormEvent) {
    e.preventDefault();
    await submit(
      async () => {
        const saved = await api.calendar.addImport(url);
        setUrl("");
        // Saved but not readable yet is still news to flash, as an error.
        flash(saved.error ? "error" : "success", t(saved.error ? "admin.calendar.imports.addedWithError" : "admin.calendar.imports.added"));
        reload();
      },
      { failure: (err) => serverErrors(err, t("admin.calendar.imports.addFailed")) },
    );
  }

  async function refresh(id: number) {
    setWorking(id);
    try {
      const row = await api.calendar.refreshImport(id);
      set((list) => list.map((c) => (c.id === id ? row : c)));
      flash(row.error ? "error" : "success", t(row.error ? "admin.calendar.imports.refreshFailed" : "admin.calendar.imports.refreshed"));
    } catch {
      flash("error", t("admin.calendar.imports.refreshFailed"));
    } finally {
      setWorking(null);
    }
  }

  async function remove(id: number) {
    if (!window.confirm(t("admin.calendar.imports.confirmRemove"))) return;
    setWorking(id);
    try {
      await api.calendar.removeImport(id);
      set((list) => list.filter((c) => c.id !== id));
      flash("success", t("admin.calendar.imports.removed"));
    } catch {
      flash("error", t("admin.calendar.imports.removeFailed"));
    } finally {
      setWorking(null);
    }
  }

  return (
    <section className="admin-card" aria-labelledby="imports-title">
      <h2 id="imports-title">{t("admin.calendar.imports.title")}</h2>
      <p className="hint">{t("admin.calendar.imports.intro")}</p>
      <form className="form" onSubmit={add} style={{ marginTop: "0.9rem" }}>
        <div className="field">
          <label htmlFor="import-url">{t("admin.calendar.imports.url")}</label>
          <input
            id="import-url"
            type="text"
            inputMode="url"
            autoComplete="off"
            required
            maxLength={2000}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            aria-describedby="import-url-hint"
            aria-invalid={error ? true : undefined}
            aria-errormessage={error ? "import-url-error" : undefined}
          />
          <p className="hint" id="import-url-hint">
            {t("admin.calendar.imports.urlHint")}
          </p>
        </div>
        {error && (
          <p role="alert" className="admin-error" id="import-url-error">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={adding}>
            {adding ? t("admin.calendar.imports.adding") : t("admin.calendar.imports.add")}
          </button>
        </div>
      </form>
      <Loaded state={state}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">{t("admin.calendar.imports.empty")}</p>
          ) : (
            <ul className="plain-list calendar-imports" style={{ marginTop: "1rem" }}>
              {list.map((c) => (
                <ImportItem key={c.id} item={c} working={working === c.id} onRefresh={() => void refresh(c.id)} onRemove={() => void remove(c.id)} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}

function ImportItem({ item, working, onRefresh, onRemove }: { item: CalendarImport; working: boolean; onRefresh: () => void; onRemove: () => void }) {
  const { lang } = useAdmin();
  const t = useAdminT();
  return (
    <li className="admin-card" style={{ margin: 0 }}>
      <dl className="details">
        <dt>{t("admin.calendar.imports.address")}</dt>
        <dd>{item.url}</dd>
        <dt>{t("admin.calendar.imports.lastFetch")}</dt>
        <dd>{item.fetched_at ? formatDateTime(item.fetched_at, lang) : t("admin.calendar.imports.never")}</dd>
        <dt>{t("admin.calendar.imports.state")}</dt>
        <dd>
          {item.error ? (
            <span className="admin-error" style={{ display: "block", margin: 0 }}>
              {t(`admin.calendar.error.${item.error}`)}
              {item.error_detail ? ` (${item.error_detail})` : ""}{" "}
              {item.succeeded_at
                ? t("admin.calendar.imports.usingCopy", { when: formatDateTime(item.succeeded_at, lang) })
                : t("admin.calendar.imports.noCopy")}
            </span>
          ) : item.succeeded_at ? (
            t("admin.calendar.imports.ok", { count: item.events })
          ) : (
            t("admin.calendar.imports.never")
          )}
        </dd>
      </dl>
      <div className="form-actions">
        <button type="button" className="btn" disabled={working} onClick={onRefresh} aria-label={`${t("admin.calendar.imports.refresh")}: ${item.url}`}>
          {t("admin.calendar.imports.refresh")}
        </button>
        <button type="button" className="btn btn--danger" disabled={working} onClick={onRemove} aria-label={`${t("admin.action.remove")}: ${item.url}`}>
          {t("admin.action.remove")}
        </button>
      </div>
    </li>
  );
}
