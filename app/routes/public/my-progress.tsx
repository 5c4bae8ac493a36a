import { useEffect, useState } from "react";
import { PROGRESS_TEXTS, type ProgressText } from "../../../core/progress-texts";
import type { MeasurementSeries, ProgressOut } from "../../../core/schemas/progress";
import { intlLocale } from "../../../core/languages";
import { useLanguage } from "../../i18n";
import { ApiRequestError } from "../../lib/site-api";
import { useBrowserApi } from "../../lib/use-api";
import { MeasurementChart } from "../../components/measurement-chart";

/** Today in this browser's calendar, as YYYY-MM-DD. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/**
 * Her progress on /my-bookings: a form to note a measurement, and each measurement with
 * entries as the server's chart with the goal, a table of the same values for screen readers,
 * and her last entry to change for a day. With hidden numbers the server leaves out her weight
 * and body fat, so nothing of them is here either.
 */
export function MyProgress() {
  const lang = useLanguage();
  const api = useBrowserApi();
  const tx = (k: ProgressText, vars: Record<string, string> = {}) => PROGRESS_TEXTS[k][lang].replace(/\{(\w+)\}/g, (m, v: string) => vars[v] ?? m);
  const [data, setData] = useState<ProgressOut | null>(null);
  const [status, setStatus] = useState<{ kind: "idle" | "saving" | "saved" } | { kind: "error"; message: string }>({ kind: "idle" });
  const [form, setForm] = useState({ kind: "", value: "", date: today() });

  useEffect(() => {
    let live = true;
    void api.clientArea
      .progress(lang)
      .then((d) => live && setData(d))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, lang]);

  async function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setStatus({ kind: "saving" });
    try {
      setData(await api.clientArea.addMeasurement(lang, { ...form, kind: form.kind || data!.kinds[0]!.kind }));
      setForm((f) => ({ ...f, value: "" }));
      setStatus({ kind: "saved" });
    } catch (err) {
      setStatus({ kind: "error", message: err instanceof ApiRequestError ? err.message : tx("failed") });
    }
  }

  if (!data || data.kinds.length === 0) return null;
  const shown = data.kinds.filter((k) => k.entries.length > 0);
  return (
    <section className="manage__section" id="progress" aria-labelledby="mine-progress">
      <h2 id="mine-progress">{tx("heading")}</h2>
      <p>{tx("intro")}</p>
      <form className="measurement-form" onSubmit={(e) => void save(e)}>
        <div className="field">
          <label htmlFor="measurement-kind">{tx("kind")}</label>
          <select id="measurement-kind" value={form.kind || data.kinds[0]!.kind} onChange={(e) => setForm({ ...form, kind: e.target.value })}>
            {data.kinds.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.name} ({k.unit})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="measurement-value">{tx("value")}</label>
          <input
            id="measurement-value"
            inputMode="decimal"
            autoComplete="off"
            required
            pattern="[0-9]+([.,][0-9]+)?"
            value={form.value}
            onChange={(e) => setForm({ ...form, value: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="measurement-date">{tx("date")}</label>
          <input id="measurement-date" type="date" required max={today()} value={form.date} onChange={(e) => setForm({ ...form, date: e.target.value })} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={status.kind === "saving"}>
          {status.kind === "saving" ? tx("saving") : tx("add")}
        </button>
        <p role="status" aria-live="polite" className={status.kind === "error" ? "alert alert--error" : undefined}>
          {status.kind === "saved" ? tx("saved") : status.kind === "error" ? status.message : ""}
        </p>
      </form>
      {shown.length === 0 ? (
        <p>{tx("none")}</p>
      ) : (
        shown.map((s) => <Series key={s.kind} series={s} tx={tx} onChange={setData} />)
      )}
    </section>
  );
}

function Series({ series, tx, onChange }: { series: MeasurementSeries; tx: (k: ProgressText, vars?: Record<string, string>) => string; onChange: (d: ProgressOut) => void }) {
  const lang = useLanguage();
  const api = useBrowserApi();
  const editable = series.entries.find((e) => e.editable);
  const [editing, setEditing] = useState<{ value: string; date: string } | null>(null);
  const [error, setError] = useState("");
  const number = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 });
  const id = `series-${series.kind}`;

  async function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    try {
      onChange(await api.clientArea.editMeasurement(lang, editable!.id, editing!));
      setEditing(null);
      setError("");
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : tx("failed"));
    }
  }

  return (
    <section className="measurement" aria-labelledby={id}>
      <h3 id={id}>{series.name}</h3>
      {series.goal !== null && <p className="message-hint">{tx("goal", { value: `${number.format(series.goal)} ${series.unit}` })}</p>}
      <MeasurementChart
        series={series}
        lang={lang}
        labels={{
          chartAlt: tx("chartAlt", { name: series.name }),
          caption: tx("tableCaption", { name: series.name }),
          date: tx("date"),
          value: tx("value"),
          goal: tx("goalColumn"),
          enteredBy: tx("enteredBy"),
          byClient: tx("byYou"),
          byPractice: tx("byPractice"),
        }}
      />
      {editable &&
        (editing ? (
          <form className="measurement-edit" onSubmit={(e) => void save(e)} aria-label={tx("editLabel", { name: series.name })}>
            <div className="field">
              <label htmlFor={`${id}-value`}>{tx("value")}</label>
              <input
                id={`${id}-value`}
                inputMode="decimal"
                required
                pattern="[0-9]+([.,][0-9]+)?"
                value={editing.value}
                onChange={(e) => setEditing({ ...editing, value: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-date`}>{tx("date")}</label>
              <input id={`${id}-date`} type="date" required max={today()} value={editing.date} onChange={(e) => setEditing({ ...editing, date: e.target.value })} />
            </div>
            <button type="submit" className="btn btn--primary">
              {tx("add")}
            </button>{" "}
            <button type="button" className="btn btn--ghost" onClick={() => setEditing(null)}>
              {tx("cancel")}
            </button>
            {error && (
              <p role="alert" className="alert alert--error">
                {error}
              </p>
            )}
          </form>
        ) : (
          <p className="message-hint">
            {tx("editHint")}{" "}
            <button
              type="button"
              className="btn btn--ghost"
              aria-label={tx("editLabel", { name: series.name })}
              onClick={() => setEditing({ value: String(editable.value).replace(".", lang === "en" ? "." : ","), date: editable.date })}
            >
              {tx("edit")}
            </button>
          </p>
        ))}
    </section>
  );
}
