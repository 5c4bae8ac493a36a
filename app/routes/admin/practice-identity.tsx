import { useEffect, useState, type FormEvent } from "react";
import { ApiRequestError } from "../../lib/api-client";
import type { PracticeIdentity, IdentityField } from "../../../core/practice-identity";
import { IDENTITY_FIELDS } from "../../../core/practice-identity";
import { SOCIAL_FIELDS, type SocialField } from "../../../core/social-networks";
import { serverMessage, useAdmin, useAdminT, useDocumentTitle, useLoad } from "./admin-context";
import { Loaded, PageHead, FormActions } from "./ui";
import { useAdminSubmit } from "./use-admin-submit";
import { IdentityGap } from "./identity-gap";
import { AnswerHoursForm } from "./answer-hours";

type FieldErrors = Partial<Record<IdentityField, string[]>>;
type Input = { type?: string; autoComplete?: string; inputMode?: "email" | "tel" | "url"; multiline?: boolean; max: number };

const PROFILE: Input = { type: "url", inputMode: "url", max: 300 };

// How each field is typed: autocomplete and keyboard hints help her on a phone.
const NAME: Input = { autoComplete: "organization", max: 120 };
const INPUT: Record<IdentityField, Input> = {
  name_en: NAME,
  name_es: NAME,
  name_gr: NAME,
  legal_name: { autoComplete: "name", max: 200 },
  tax_id: { max: 20 },
  address: { autoComplete: "street-address", multiline: true, max: 500 },
  email: { type: "email", autoComplete: "email", inputMode: "email", max: 254 },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel", max: 40 },
  college: { autoComplete: "organization", max: 200 },
  registration_number: { max: 40 },
  invoice_series: { max: 10 },
  chat_number: { type: "tel", inputMode: "tel", max: 40 },
  ...(Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, PROFILE])) as Record<SocialField, Input>),
};

/** The three names share one explanation, shown under the last of them. */
const NAME_FIELDS: readonly IdentityField[] = ["name_en", "name_es", "name_gr"];
const NAMES_HINT = "practice-names-hint";

/** The chat button's number and the profiles come after who runs the practice, under their own heading. */
const FIRST_CONTACT_FIELD: IdentityField = "chat_number";

/** Who runs the practice: the legal notice on the site and the invoices read it. */
export default function AdminPracticeIdentity() {
  const { api } = useAdmin();
  const t = useAdminT();
  const { state, set } = useLoad(
    () => api.practice.get(),
    [api],
    () => t("admin.practice.loadFailed"),
  );
  const [form, setForm] = useState<PracticeIdentity | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { busy, error, submit } = useAdminSubmit();
  useDocumentTitle(t("admin.practice.title"));
  useEffect(() => {
    if (state.status === "ready") setForm(Object.fromEntries(IDENTITY_FIELDS.map((f) => [f, state.data[f]])) as unknown as PracticeIdentity);
  }, [state]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    setFieldErrors({});
    await submit(
      async () => {
        const saved = await api.practice.save(form);
        set(() => saved);
      },
      {
        success: t("admin.practice.saved"),
        failure: (err) => {
          setFieldErrors(err instanceof ApiRequestError ? ((err.body as { errors?: FieldErrors } | null)?.errors ?? {}) : {});
          return serverMessage(err, t("admin.practice.saveFailed"));
        },
      },
    );
  }

  return (
    <>
      <PageHead title={t("admin.practice.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }} />
      <Loaded state={state}>
        {(data) => (
          <>
            <form className="admin-card" onSubmit={(e) => void save(e)} noValidate>
              <IdentityGap settings={data} />
              <p>{t("admin.practice.intro")}</p>
              {form &&
                IDENTITY_FIELDS.map((field) => {
                  const input = INPUT[field];
                  const id = `practice-${field}`;
                  const messages = fieldErrors[field] ?? [];
                  const hint = field === "invoice_series" ? `${id}-hint` : NAME_FIELDS.includes(field) ? NAMES_HINT : "";
                  const described = [hint, messages.length ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
                  const common = {
                    id,
                    name: field,
                    value: form[field],
                    maxLength: input.max,
                    autoComplete: input.autoComplete ?? "off",
                    "aria-describedby": described,
                    "aria-invalid": messages.length ? true : undefined,
                  };
                  const change = (value: string) => setForm((f) => (f ? { ...f, [field]: value } : f));
                  return (
                    <div className="field" key={field}>
                      {field === FIRST_CONTACT_FIELD && (
                        <>
                          <h2>{t("admin.practice.contactsTitle")}</h2>
                          <p>{t("admin.practice.contactsIntro")}</p>
                        </>
                      )}
                      <label htmlFor={id}>{t(`admin.practice.${field}`)}</label>
                      {input.multiline ? (
                        <textarea {...common} rows={3} onChange={(e) => change(e.target.value)} />
                      ) : (
                        <input {...common} type={input.type ?? "text"} inputMode={input.inputMode} onChange={(e) => change(e.target.value)} />
                      )}
                      {field === "invoice_series" && (
                        <p id={hint} className="hint">
                          {t("admin.practice.seriesHint")}
                        </p>
                      )}
                      {field === "name_gr" && (
                        <p id={NAMES_HINT} className="hint">
                          {t("admin.practice.nameHint")}
                        </p>
                      )}
                      {messages.length > 0 && (
                        <p id={`${id}-error`} className="admin-error">
                          {messages.join(" ")}
                        </p>
                      )}
                    </div>
                  );
                })}
              <FormActions error={error} busy={busy} />
            </form>
            <AnswerHoursForm hours={data.answer_hours} />
          </>
        )}
      </Loaded>
    </>
  );
}
