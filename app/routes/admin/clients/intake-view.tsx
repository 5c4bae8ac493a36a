import { Fragment } from "react";
import { INTAKE_QUESTIONS } from "../../../../core/intake-questions";
import type { IntakeOut } from "../../../../core/schemas/client";
import { useAdmin, useAdminT } from "../admin-context";
import { formatDateTime } from "../ui";

/** Her questionnaire as the nutritionist reads it: every question in the admin's language, with her answer. */
export function IntakeView({ intake, headingId, heading }: { intake: IntakeOut | null; headingId: string; heading: string }) {
  const { lang } = useAdmin();
  const t = useAdminT();
  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {!intake ? (
        <p className="muted">{t("admin.clients.questionnaireNone")}</p>
      ) : (
        <>
          <p className="muted">
            {intake.submitted_at
              ? t("admin.clients.questionnaireSent", { when: formatDateTime(intake.submitted_at, lang) })
              : t("admin.clients.questionnaireDraft", { when: formatDateTime(intake.updated_at, lang) })}
          </p>
          <dl className="details">
            {INTAKE_QUESTIONS.map((q) => (
              <Fragment key={q.id}>
                <dt>{q.label[lang]}</dt>
                <dd className="message-body">{intake.answers[q.id] ?? <span className="muted">{t("admin.clients.noAnswer")}</span>}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
