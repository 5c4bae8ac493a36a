import { useRef, useState } from "react";
import type { Route } from "./+types/contact";
import { ConsentFrame } from "../../components/public/consent-frame";
import { Icon } from "../../components/public/icons";
import { SocialLinks } from "../../components/public/social-links";
import { useT } from "../../i18n";
import { ApiRequestError } from "../../lib/api-client";
import { serverErrorText } from "../../lib/server-error";
import { requestLanguage, textMeta } from "../../lib/page";
import { loaderOrigin, practiceLd } from "../../lib/structured-data.server";
import { SITE, mapEmbedUrl, mapLinkUrl } from "../../lib/site";
import { useBrowserApi } from "../../lib/use-api";
import { useShowResult } from "../../lib/show-result";

export const meta: Route.MetaFunction = (args) => textMeta(args, "contact.meta.title", "contact.meta.description");

/** The practice's address and hours as structured data, built on the server. */
export function loader({ request, context }: Route.LoaderArgs) {
  return { jsonLd: [practiceLd(loaderOrigin(request, context.publicUrl), requestLanguage(request))] };
}

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "success" } | { kind: "error"; message: string };
const EMPTY = { name: "", email: "", message: "" };

export default function Contact() {
  const t = useT();
  const api = useBrowserApi();
  const [form, setForm] = useState(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const answer = useRef<HTMLParagraphElement>(null);
  useShowResult(answer, status.kind === "success" || status.kind === "error" ? status : null);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!e.currentTarget.reportValidity()) return;
    setStatus({ kind: "sending" });
    try {
      await api.contactMessages.send({ name: form.name.trim(), email: form.email.trim(), message: form.message.trim() });
      setForm(EMPTY);
      setStatus({ kind: "success" });
    } catch (err) {
      if (err instanceof ApiRequestError) {
        setStatus({ kind: "error", message: serverErrorText(err.body) ?? t("contact.failed") });
      } else {
        setStatus({ kind: "error", message: t("state.networkError") });
      }
    }
  }

  const field = (name: keyof typeof EMPTY) => ({
    id: `contact-${name}`,
    name,
    value: form[name],
    required: true,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm((f) => ({ ...f, [name]: e.target.value })),
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
              <div>
                <dt>
                  <Icon name="mail" /> {t("contact.email")}
                </dt>
                <dd>
                  <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <Icon name="phone" /> {t("contact.phone")}
                </dt>
                <dd>
                  <a href={SITE.phoneHref}>{SITE.phoneDisplay}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <Icon name="pin" /> {t("contact.address")}
                </dt>
                <dd>
                  <address>{SITE.address}</address>
                </dd>
              </div>
              <div>
                <dt>
                  <Icon name="clock" /> {t("contact.hours")}
                </dt>
                <dd>{t("contact.hoursValue")}</dd>
              </div>
            </dl>
            <h2 className="contact__social-title">{t("contact.social")}</h2>
            <SocialLinks />
          </div>

          <form className="card form-card contact__form" onSubmit={submit} aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">{t("contact.form.title")}</h2>
            {status.kind === "success" && (
              <p ref={answer} tabIndex={-1} className="alert alert--success form-result" role="status">
                <Icon name="check" /> {t("contact.success")}
              </p>
            )}
            {status.kind === "error" && (
              <p ref={answer} tabIndex={-1} className="alert alert--error form-result" role="alert">
                <Icon name="warning" /> {status.message}
              </p>
            )}
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
            <button type="submit" className="btn btn--primary btn--lg" disabled={status.kind === "sending"}>
              {status.kind === "sending" ? t("contact.sending") : t("contact.send")}
            </button>
          </form>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="map-title">
        <div className="container">
          <h2 id="map-title">{t("contact.map.title")}</h2>
          <ConsentFrame src={mapEmbedUrl} title={t("contact.map.frame")} provider="Google Maps" link={mapLinkUrl} height={380} className="map" />
        </div>
      </section>
    </>
  );
}
