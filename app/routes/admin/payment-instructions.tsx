import { useEffect, useState, type FormEvent } from "react";
import { LANGUAGES, type Language } from "../../../core/languages";
import { serverMessage, useAdmin, useAdminT, useDocumentTitle, useLoad } from "./admin-context";
import { Loaded, PageHead, FormActions } from "./ui";
import { useAdminSubmit } from "./use-admin-submit";

type Texts = Record<Language, string>;

/** How clients pay when a booking cannot be paid online: her own text in each language. */
export default function AdminPaymentInstructions() {
  const { api } = useAdmin();
  const t = useAdminT();
  const { state, set } = useLoad(
    () => api.practice.get(),
    [api],
    () => t("admin.payInstructions.loadFailed"),
  );
  const [texts, setTexts] = useState<Texts>({ en: "", es: "", gr: "" });
  const [bizum, setBizum] = useState(false);
  const { busy, error, submit } = useAdminSubmit();
  useDocumentTitle(t("admin.payInstructions.title"));
  useEffect(() => {
    if (state.status === "ready") {
      setTexts(state.data.payment_instructions);
      setBizum(state.data.payment_methods.includes("bizum"));
    }
  }, [state]);

  async function save(e: FormEvent) {
    e.preventDefault();
    await submit(
      async () => {
        const saved = await api.practice.save({ payment_instructions: texts, payment_methods: bizum ? ["card", "bizum"] : ["card"] });
        set(() => saved);
      },
      { success: t("admin.payInstructions.saved"), failure: (err) => serverMessage(err, t("admin.payInstructions.saveFailed")) },
    );
  }

  return (
    <>
      <PageHead title={t("admin.payInstructions.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }} />
      <Loaded state={state}>
        {() => (
          <form className="admin-card" onSubmit={(e) => void save(e)} noValidate>
            <fieldset>
              <legend>{t("admin.payMethods.title")}</legend>
              <p id="pay-methods-help">{t("admin.payMethods.help")}</p>
              <label className="check">
                <input type="checkbox" checked={bizum} aria-describedby="pay-methods-help" onChange={(e) => setBizum(e.target.checked)} />{" "}
                {t("admin.payMethods.bizum")}
              </label>
            </fieldset>
            <p>{t("admin.payInstructions.intro")}</p>
            {LANGUAGES.map((lang) => (
              <div className="field" key={lang}>
                <label htmlFor={`pay-instructions-${lang}`}>{t(`admin.payInstructions.${lang}`)}</label>
                <textarea
                  id={`pay-instructions-${lang}`}
                  rows={4}
                  maxLength={2000}
                  lang={lang === "gr" ? "el" : lang}
                  value={texts[lang]}
                  onChange={(e) => setTexts((prev) => ({ ...prev, [lang]: e.target.value }))}
                />
              </div>
            ))}
            <FormActions error={error} busy={busy} />
          </form>
        )}
      </Loaded>
    </>
  );
}
