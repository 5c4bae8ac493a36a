import { useLocation } from "react-router";
import type { Route } from "./+types/contact";
import { PAGE_FORM_FIELD } from "../../../core/page-forms";
import { ConsentFrame } from "../../components/public/consent-frame";
import { Icon } from "../../components/public/icons";
import { SocialLinks } from "../../components/public/social-links";
import { socialProfiles } from "../../../core/social-networks";
import { useLanguage, useT } from "../../i18n";
import { CONTENT_PAGE } from "../../lib/page-kind";
import { serverErrorText } from "../../lib/server-error";
import { loaderApi, textMeta } from "../../lib/page";
import { loaderOrigin, practiceLd } from "../../lib/structured-data.server";
import { mapEmbedUrl, mapLinkUrl, phoneHref, usePractice } from "../../lib/practice-contact";
import { lines } from "../../components/public/site-footer";
import { usePageFormResult, useRootData } from "../../lib/use-api";

export const handle = CONTENT_PAGE;

export const meta: Route.MetaFunction = (args) => textMeta(args, "contact.meta.title", "contact.meta.description");

/** The practice's address and hours as structured data, built on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = loaderApi(request, context);
  const identity = await api.practice.identity().catch(() => null);
  return { jsonLd: [practiceLd(loaderOrigin(request, context.publicUrl), lang, identity)] };
}

export default function Contact() {
  const t = useT();
  const lang = useLanguage();
  const { apiBase = "/api" } = useRootData();
  const { pathname, search } = useLocation();
  const practice = usePractice();
  // Sent without JavaScript: the server's answer. With it, app/behaviours/forms.ts sends the
  // form to the API and shows the same two answers.
  const sent = usePageFormResult("contact");
  const failure = sent && !sent.ok ? (serverErrorText(sent.body) ?? t("contact.failed")) : "";
  const field = (name: "name" | "email" | "message") => ({
    id: `contact-${name}`,
    name,
    required: true,
    defaultValue: sent && !sent.ok ? sent.values[name] : undefined,
  });

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t("contact.title")}</h1>
          <p className="page-hero__lead">{t("contact.lead")}</p>
        </div>
      </section>
      <section className="section section--tight">
        <div className="container contact">
          <div className="contact__info">
            <h2>{t("contact.details")}</h2>
            <dl className="details">
              {practice?.email && (
                <div>
                  <dt>
                    <Icon name="mail" /> {t("contact.email")}
                  </dt>
                  <dd>
                    <a href={`mailto:${practice.email}`}>{practice.email}</a>
                  </dd>
                </div>
              )}
              {practice?.phone && (
                <div>
                  <dt>
                    <Icon name="phone" /> {t("contact.phone")}
                  </dt>
                  <dd>
                    <a href={phoneHref(practice.phone)}>{practice.phone}</a>
                  </dd>
                </div>
              )}
              {practice?.address && (
                <div>
                  <dt>
                    <Icon name="pin" /> {t("contact.address")}
                  </dt>
                  <dd>
                    <address>{lines(practice.address)}</address>
                  </dd>
                </div>
              )}
              <div>
                <dt>
                  <Icon name="clock" /> {t("contact.hours")}
                </dt>
                <dd>{t("contact.hoursValue")}</dd>
              </div>
            </dl>
            {practice && socialProfiles(practice).length > 0 && (
              <>
                <h2 className="contact__social-title">{t("contact.social")}</h2>
                <SocialLinks practice={practice} />
              </>
            )}
          </div>

          <form
            className="card form-card contact__form"
            method="post"
            action={`${pathname}${search}#contact-form-title`}
            aria-labelledby="contact-form-title"
            data-contact-form=""
            data-api={apiBase}
            data-lang={lang}
            data-text-failed={t("contact.failed")}
            data-text-network={t("state.networkError")}
            data-text-sending={t("contact.sending")}
          >
            <input type="hidden" name={PAGE_FORM_FIELD} value="contact" />
            <h2 id="contact-form-title">{t("contact.form.title")}</h2>
            <p tabIndex={-1} className="alert alert--success form-result" role="status" data-form-success="" hidden={!sent?.ok}>
              <Icon name="check" /> {t("contact.success")}
            </p>
            <p tabIndex={-1} className="alert alert--error form-result" role="alert" data-form-error="" hidden={!failure}>
              <Icon name="warning" /> <span data-text="">{failure}</span>
            </p>
            <div className="field">
              <label htmlFor="contact-name">{t("contact.name")}</label>
              <input type="text" autoComplete="name" {...field("name")} />
            </div>
            <div className="field">
              <label htmlFor="contact-email">{t("contact.email")}</label>
              <input type="email" autoComplete="email" {...field("email")} />
            </div>
            <div className="field">
              <label htmlFor="contact-message">{t("contact.message")}</label>
              <textarea rows={5} {...field("message")} />
            </div>
            <button type="submit" className="btn btn--primary btn--lg">
              {t("contact.send")}
            </button>
          </form>
        </div>
      </section>
      {practice?.address && (
        <section className="section section--alt" aria-labelledby="map-title">
          <div className="container">
            <h2 id="map-title">{t("contact.map.title")}</h2>
            <ConsentFrame src={mapEmbedUrl(practice.address)} title={t("contact.map.frame")} provider="Google Maps" link={mapLinkUrl(practice.address)} height={380} className="map" />
          </div>
        </section>
      )}
    </>
  );
}
