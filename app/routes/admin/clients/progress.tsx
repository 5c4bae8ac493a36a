import { useState, type FormEvent } from "react";
import { measurementBody, measurementKindBody, type MeasurementSeries, type ProgressOut } from "../../../../core/schemas/progress";
import { clientSettingsBody } from "../../../../core/schemas/messages";
import { MeasurementChart } from "../../../components/measurement-chart";
import { serverErrors, useAdmin, useAdminT, useLoad } from "../admin-context";
import { fieldErrors, useFieldErrors, type FieldTexts } from "../field-errors";
import { FieldMessage, Loaded } from "../ui";
import { useAdminSubmit } from "../use-admin-submit";

const today = () => new Date().toISOString().slice(0, 10);

const PROGRESS_TEXTS: FieldTexts = {
  value: "admin.form.progress.value",
  date: "admin.form.progress.date",
  name: { required: "admin.form.progress.kindName" },
  unit: { required: "admin.form.progress.kindUnit" },
};
/** The input of each field of the two forms under the charts. */
const PROGRESS_INPUTS: Record<string, string> = {
  value: "progress-value",
  date: "progress-date",
  name: "progress-kind-name",
  unit: "progress-kind-unit",
};
const progressInput = (path: PropertyKey[]) => (typeof path[0] === "string" ? (PROGRESS_INPUTS[path[0]] ?? null) : null);

/**
 * Her progress on her client page: each measurement's chart (drawn by the server, with the
 * goal) and its table, a goal to set per measurement, a form to note one in a session, and
 * one to add a measurement of her own (name, unit). Opening it is logged in her access log.
 */
export function ProgressSection({ clientId, hideNumbers }: { clientId: number; hideNumbers: boolean }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const { busy, submit } = useAdminSubmit();
  const { state, set } = useLoad(
    () => api.clients.progress(clientId, lang),
    [api, clientId, lang],
    () => t("admin.progress.loadFailed"),
  );
  const [entry, setEntry] = useState({ kind: "weight", value: "", date: today() });
  const [kind, setKind] = useState({ name: "", unit: "" });
  const entryFields = useFieldErrors(() => fieldErrors(measurementBody, entry, { texts: PROGRESS_TEXTS, t, place: progressInput }));
  const kindFields = useFieldErrors(() => fieldErrors(measurementKindBody, kind, { texts: PROGRESS_TEXTS, t, place: progressInput }));

  async function addEntry(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!entryFields.check()) return;
    await submit(
      async () => {
        const fresh = await api.clients.addMeasurement(clientId, lang, entry);
        set(() => fresh);
        setEntry((v) => ({ ...v, value: "" }));
      },
      { success: t("admin.progress.saved"), failure: (err) => serverErrors(err, t("admin.progress.saveFailed")), flashFailure: true },
    );
  }

  async function addKind(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!kindFields.check()) return;
    await submit(
      async () => {
        const fresh = await api.clients.addMeasurementKind(clientId, lang, kind);
        set(() => fresh);
        setKind({ name: "", unit: "" });
      },
      { success: t("admin.progress.kindAdded"), failure: (err) => serverErrors(err, t("admin.progress.saveFailed")), flashFailure: true },
    );
  }

  return (
    <section className="admin-card" id="client-progress" aria-labelledby="client-progress-title">
      <h2 id="client-progress-title">{t("admin.progress.title")}</h2>
      {hideNumbers && <p className="muted">{t("admin.progress.hidden")}</p>}
      <Loaded state={state}>
        {(d) => (
          <>
            {d.kinds.every((k) => k.entries.length === 0) && <p className="muted">{t("admin.progress.none")}</p>}
            {d.kinds.map((s) => (
              <Series key={s.kind} clientId={clientId} series={s} onChange={set} />
            ))}
            <form className="admin-inline-form" onSubmit={(e) => void addEntry(e)} aria-labelledby="progress-add-title" noValidate ref={entryFields.form}>
              <h3 id="progress-add-title">{t("admin.progress.add")}</h3>
              <div className="field">
                <label htmlFor="progress-kind">{t("admin.progress.kind")}</label>
                <select id="progress-kind" value={entry.kind} onChange={(e) => setEntry({ ...entry, kind: e.target.value })}>
                  {d.kinds.map((k) => (
                    <option key={k.kind} value={k.kind}>
                      {k.name} ({k.unit})
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="progress-value">{t("admin.progress.value")}</label>
                <input
                  id="progress-value"
                  inputMode="decimal"
                  required
                  value={entry.value}
                  onChange={(e) => setEntry({ ...entry, value: e.target.value })}
                  {...entryFields.field("progress-value")}
                />
                <FieldMessage name="progress-value" text={entryFields.message("progress-value")} />
              </div>
              <div className="field">
                <label htmlFor="progress-date">{t("admin.progress.date")}</label>
                <input
                  id="progress-date"
                  type="date"
                  required
                  value={entry.date}
                  onChange={(e) => setEntry({ ...entry, date: e.target.value })}
                  {...entryFields.field("progress-date")}
                />
                <FieldMessage name="progress-date" text={entryFields.message("progress-date")} />
              </div>
              <div className="form-actions">
                <button type="submit" className="btn btn--primary" disabled={busy}>
                  {t("admin.progress.save")}
                </button>
              </div>
            </form>
            <form className="admin-inline-form" onSubmit={(e) => void addKind(e)} aria-labelledby="progress-kind-title" noValidate ref={kindFields.form}>
              <h3 id="progress-kind-title">{t("admin.progress.newKind")}</h3>
              <div className="field">
                <label htmlFor="progress-kind-name">{t("admin.progress.kindName")}</label>
                <input
                  id="progress-kind-name"
                  required
                  maxLength={60}
                  value={kind.name}
                  onChange={(e) => setKind({ ...kind, name: e.target.value })}
                  {...kindFields.field("progress-kind-name")}
                />
                <FieldMessage name="progress-kind-name" text={kindFields.message("progress-kind-name")} />
              </div>
              <div className="field">
                <label htmlFor="progress-kind-unit">{t("admin.progress.kindUnit")}</label>
                <input
                  id="progress-kind-unit"
                  required
                  maxLength={12}
                  value={kind.unit}
                  onChange={(e) => setKind({ ...kind, unit: e.target.value })}
                  {...kindFields.field("progress-kind-unit")}
                />
                <FieldMessage name="progress-kind-unit" text={kindFields.message("progress-kind-unit")} />
              </div>
              <div className="form-actions">
                <button type="submit" className="btn" disabled={busy}>
                  {t("admin.progress.addKind")}
                </button>
              </div>
            </form>
          </>
        )}
      </Loaded>
    </section>
  );
}

/** One measurement: its chart and table, and its goal to set. */
function Series({ clientId, series, onChange }: { clientId: number; series: MeasurementSeries; onChange: (f: (d: ProgressOut) => ProgressOut) => void }) {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const { busy, submit } = useAdminSubmit();
  const [goal, setGoal] = useState(series.goal === null ? "" : String(series.goal));
  const id = `progress-${series.kind}`;
  const goalValue = () => (goal.trim() === "" ? null : Number(goal.replace(",", ".")));
  const fields = useFieldErrors(() =>
    fieldErrors(clientSettingsBody, { goals: { [series.kind]: goalValue() } }, { texts: { goals: "admin.form.progress.goal" }, t, place: () => `${id}-goal` }),
  );

  async function saveGoal(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!fields.check()) return;
    const value = goalValue();
    await submit(
      async () => {
        await api.clients.settings(clientId, { goals: { [series.kind]: value } });
        // The chart draws the goal: the server draws it again.
        const fresh = await api.clients.progress(clientId, lang);
        onChange(() => fresh);
      },
      { success: t("admin.progress.goalSaved"), failure: (err) => serverErrors(err, t("admin.progress.goalFailed")), flashFailure: true },
    );
  }

  return (
    <section className="measurement" aria-labelledby={id}>
      <h3 id={id}>{series.name}</h3>
      <MeasurementChart
        series={series}
        lang={lang}
        tableVisible
        labels={{
          chartAlt: t("admin.progress.chartAlt", { name: series.name }),
          caption: t("admin.progress.caption", { name: series.name }),
          date: t("admin.progress.date"),
          value: t("admin.progress.value"),
          goal: t("admin.progress.goalColumn"),
          enteredBy: t("admin.progress.enteredBy"),
          byClient: t("admin.progress.byClient"),
          byPractice: t("admin.progress.byPractice"),
        }}
      />
      <form className="goal-form" onSubmit={(e) => void saveGoal(e)} noValidate ref={fields.form}>
        <div className="field">
          <label htmlFor={`${id}-goal`}>
            {series.name}: {t("admin.progress.goal", { unit: series.unit })}
          </label>
          <input id={`${id}-goal`} inputMode="decimal" value={goal} onChange={(e) => setGoal(e.target.value)} {...fields.field(`${id}-goal`)} />
          <FieldMessage name={`${id}-goal`} text={fields.message(`${id}-goal`)} />
        </div>
        <button type="submit" className="btn" disabled={busy}>
          {t("admin.progress.setGoal")}
        </button>
      </form>
    </section>
  );
}
