import { useEffect, useRef, useState } from "react";
import { INTAKE_ANSWER_MAX, INTAKE_QUESTIONS, INTAKE_TEXTS, type IntakeAnswers } from "../../../core/intake-questions";
import type { IntakeOut } from "../../../core/schemas/client";
import { useLanguage } from "../../i18n";
import { ApiRequestError } from "../../lib/site-api";
import { useBrowserApi } from "../../lib/use-api";

/** How long after her last keystroke the answers are saved. */
const SAVE_AFTER_MS = 1200;

type Status = "idle" | "saving" | "saved" | "submitted" | "failed";

/**
 * The health questionnaire on her private booking page: saved as she types (she can leave and
 * come back), sent to the nutritionist with the button, changeable until the session.
 */
export function IntakeForm({ token }: { token: string }) {
  const lang = useLanguage();
  const api = useBrowserApi();
  const [intake, setIntake] = useState<IntakeOut | null>(null);
  const [answers, setAnswers] = useState<IntakeAnswers>({});
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<number | null>(null);
  const tx = (k: keyof typeof INTAKE_TEXTS) => INTAKE_TEXTS[k][lang];

  useEffect(() => {
    let live = true;
    api.clientArea.intake(token).then(
      (i) => {
        if (!live) return;
        setIntake(i);
        setAnswers(i.answers);
        if (window.location.hash === "#questionnaire") document.getElementById("questionnaire")?.scrollIntoView();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, token]);

  async function save(next: IntakeAnswers, submit: boolean) {
    if (pending.current !== null) window.clearTimeout(pending.current);
    pending.current = null;
    setStatus("saving");
    setError(null);
    try {
      const saved = await api.clientArea.saveIntake(token, next, submit);
      setIntake(saved);
      setStatus(submit || saved.submitted ? "submitted" : "saved");
    } catch (e) {
      setStatus("failed");
      setError(e instanceof ApiRequestError ? e.message : tx("failed"));
    }
  }

  function change(id: string, value: string) {
    const next = { ...answers, [id]: value };
    setAnswers(next);
    if (pending.current !== null) window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => void save(next, false), SAVE_AFTER_MS);
  }

  const readOnly = !intake?.editable;
  // A booking no longer active, with nothing answered: nothing to show.
  if (!intake || (readOnly && Object.keys(intake.answers).length === 0)) return null;
  return (
    <section className="card form-card manage__card intake" id="questionnaire" aria-labelledby="questionnaire-title">
      <h2 id="questionnaire-title">{tx("title")}</h2>
      <p>{readOnly ? tx("closed") : tx("intro")}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save(answers, true);
        }}
      >
        {INTAKE_QUESTIONS.map((q) => {
          const id = `intake-${q.id}`;
          const hint = q.hint ? `${id}-hint` : undefined;
          return (
            <div className="field" key={q.id}>
              <label htmlFor={id}>{q.label[lang]}</label>
              {q.hint && <small id={hint}>{q.hint[lang]}</small>}
              {q.kind === "number" ? (
                <input
                  id={id}
                  inputMode="decimal"
                  value={answers[q.id] ?? ""}
                  readOnly={readOnly}
                  maxLength={10}
                  onChange={(e) => change(q.id, e.target.value)}
                  aria-describedby={hint}
                />
              ) : (
                <textarea
                  id={id}
                  rows={3}
                  value={answers[q.id] ?? ""}
                  readOnly={readOnly}
                  maxLength={INTAKE_ANSWER_MAX}
                  onChange={(e) => change(q.id, e.target.value)}
                  aria-describedby={hint}
                />
              )}
            </div>
          );
        })}
        <p role="status" aria-live="polite" className={status === "failed" ? "alert alert--error" : "muted"} data-testid="intake-status">
          {status === "saving" ? tx("saving") : status === "saved" ? tx("saved") : status === "submitted" || (status === "idle" && intake.submitted) ? tx("submitted") : (error ?? "")}
        </p>
        {!readOnly && (
          <button type="submit" className="btn btn--primary" disabled={status === "saving"}>
            {tx("submit")}
          </button>
        )}
      </form>
    </section>
  );
}
