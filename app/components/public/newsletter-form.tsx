import { useLocation } from "react-router";
import { PAGE_FORM_FIELD } from "../../../core/page-forms";
import { enhanceNewsletter } from "../../behaviours/forms";
import { useBehaviour } from "../../behaviours/use-behaviour";
import { useLanguage, useT } from "../../i18n";
import { L } from "../../lib/localized";
import { serverErrorText } from "../../lib/server-error";
import { usePageFormResult, useRootData } from "../../lib/use-api";

/**
 * Newsletter sign-up with its three states: idle, then success (input cleared) or
 * failure. Without JavaScript it posts to the page, which answers with the result; with it,
 * app/behaviours/forms.ts sends it to the API and writes the result in the same place.
 */
export function NewsletterForm() {
  const t = useT();
  const lang = useLanguage();
  const { apiBase = "/api" } = useRootData();
  const { pathname, search } = useLocation();
  const form = useBehaviour<HTMLFormElement>(enhanceNewsletter);
  const sent = usePageFormResult("newsletter");
  const message = !sent ? (
    ""
  ) : sent.ok ? (
    <>
      <span className="form-status__line">{t("newsletter.success")}</span>
      <span className="form-status__line">{t("newsletter.confirmationSent")}</span>
    </>
  ) : (
    (serverErrorText(sent.body) ?? t("newsletter.failed"))
  );

  return (
    <form
      ref={form}
      className="newsletter"
      method="post"
      action={`${pathname}${search}#newsletter-status`}
      data-newsletter=""
      data-api={apiBase}
      data-lang={lang}
      data-text-empty={t("newsletter.empty")}
      data-text-failed={t("newsletter.failed")}
      data-text-network={t("state.networkError")}
      data-text-success={t("newsletter.success")}
      data-text-next={t("newsletter.confirmationSent")}
      data-text-sending={t("newsletter.sending")}
    >
      <input type="hidden" name={PAGE_FORM_FIELD} value="newsletter" />
      <h2 className="footer__title" id="newsletter-title">
        {t("newsletter.title")}
      </h2>
      <p className="newsletter__text">{t("newsletter.text")}</p>
      <div className="newsletter__row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          {t("newsletter.label")}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t("newsletter.placeholder")}
          defaultValue={sent && !sent.ok ? sent.values.email : undefined}
          aria-invalid={sent && !sent.ok ? true : undefined}
          aria-describedby="newsletter-status"
        />
        <button type="submit" className="btn btn--primary">
          {t("newsletter.submit")}
        </button>
      </div>
      <p
        tabIndex={-1}
        id="newsletter-status"
        className={`form-status form-result${sent?.ok ? " is-success" : sent ? " is-error" : ""}`}
        role="status"
        aria-live="polite"
        data-form-status=""
        suppressHydrationWarning
      >
        {message}
      </p>
      <p className="newsletter__archive">
        <L to="/newsletter">{t("newsletterArchive.link")}</L>
      </p>
    </form>
  );
}
