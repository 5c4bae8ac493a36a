import { useState, type FormEvent } from "react";
import { serverMessage, useAdmin, useAdminT } from "./admin-context";
import { FormActions } from "./ui";
import { useAdminSubmit } from "./use-admin-submit";

/** The practice's promised answer time to client messages: shown to her, and the admin's order of waiting conversations. */
export function AnswerHoursForm({ hours }: { hours: number }) {
  const { api } = useAdmin();
  const t = useAdminT();
  const [value, setValue] = useState(String(hours));
  const { busy, error, submit } = useAdminSubmit();
  async function save(e: FormEvent) {
    e.preventDefault();
    await submit(async () => setValue(String((await api.practice.save({ answer_hours: Number(value) })).answer_hours)), {
      success: t("admin.practice.saved"),
      failure: (err) => serverMessage(err, t("admin.practice.saveFailed")),
    });
  }
  return (
    <form className="admin-card" onSubmit={(e) => void save(e)}>
      <div className="field">
        <label htmlFor="practice-answer-hours">{t("admin.practice.answerHours")}</label>
        <input
          id="practice-answer-hours"
          type="number"
          inputMode="numeric"
          min={1}
          max={336}
          required
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <FormActions error={error} busy={busy} label={t("admin.practice.answerHoursUpdate")} />
    </form>
  );
}
