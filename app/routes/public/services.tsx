import { useLoaderData } from "react-router";
import type { Route } from "./+types/services";
import { Icon, type IconName } from "../../components/public/icons";
import { useLanguage, useT } from "../../i18n";
import { ApiRequestError } from "../../lib/site-api";
import { formatPrice } from "../../lib/format";
import { L } from "../../lib/localized";
import { loaderApi, textMeta } from "../../lib/page";
import { CONTENT_PAGE } from "../../lib/page-kind";
import type { ServicePlan } from "../../../core/schemas/service-plan";

/** A content page: no application in the browser (app/lib/page-kind.ts). */
export const handle = CONTENT_PAGE;

export const meta: Route.MetaFunction = (args) => textMeta(args, "services.meta.title", "services.meta.description");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = loaderApi(request, context);
  try {
    return { plans: await api.servicePlans.list(lang), status: null as number | null, failed: false };
  } catch (e) {
    // An answer with a status reads 'HTTP error! Status: N'; no answer at all is a load failure.
    return { plans: [], status: e instanceof ApiRequestError ? e.status : null, failed: true };
  }
}

const STEPS = [
  { icon: "phone", n: 1 },
  { icon: "card", n: 2 },
  { icon: "video", n: 3 },
  { icon: "chat", n: 4 },
] as const satisfies readonly { icon: IconName; n: number }[];

/** The plan sold as a bundle, beside its single session: its price, what it saves and how long it lasts. */
function PlanBundle({ plan }: { plan: ServicePlan }) {
  const t = useT();
  const lang = useLanguage();
  const sessions = plan.bundle_sessions!;
  const saving = plan.price * sessions - plan.bundle_price!;
  const headId = `bundle-${plan.id}`;
  return (
    <section className="plan__bundle" aria-labelledby={headId}>
      <h4 id={headId}>{t("bundles.title", { sessions })}</h4>
      <p className="plan__bundle-price">
        {t("bundles.price", { price: formatPrice(plan.bundle_price!, lang), sessions })}
        {saving > 0 && <strong className="plan__saving"> · {t("bundles.saving", { amount: formatPrice(saving, lang) })}</strong>}
      </p>
      <p className="card__text">{plan.validity_months === 1 ? t("bundles.validityOne") : t("bundles.validity", { months: plan.validity_months ?? 0 })}</p>
      <L to={`/buy-bundle?plan=${plan.id}`} className="btn btn--ghost plan__cta">
        {t("bundles.buy")}
        <span className="visually-hidden">: {t("bundles.title", { sessions })}, {plan.title}</span>
      </L>
    </section>
  );
}

export default function Services() {
  const { plans, status, failed } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t("services.hero.title")}</h1>
          <p className="page-hero__lead">{t("services.hero.text")}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="plans-title">
        <div className="container">
          <h2 id="plans-title">{t("services.available")}</h2>
          {failed ? (
            <p className="state state--error" role="alert">{status ? t("services.httpError", { status }) : t("services.loadFailed")}</p>
          ) : plans.length === 0 ? (
            <p className="state">{t("services.empty")}</p>
          ) : (
            <ul className="grid grid--3 plans">
              {plans.map((p) => (
                <li key={p.id} id={`plan-${p.id}`} className="card plan">
                  <div className="card__body">
                    <h3 className="card__title">{p.title}</h3>
                    <p className="plan__price">{p.price === 0 ? t("booking.free") : formatPrice(p.price, lang)}</p>
                    <p className="card__text">{p.description}</p>
                    {p.features.length > 0 && (
                      <>
                        <h4 className="visually-hidden">{t("services.included")}</h4>
                        <ul className="ticks">
                          {p.features.map((f) => (
                            <li key={f.id}>
                              <Icon name="check" size={18} />
                              <span>{f.name}</span>
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                    <div className="card__footer">
                      <L to={`/book-consultation?service=${p.id}`} className="btn btn--primary plan__cta">
                        {t("services.bookNow")}
                        <span className="visually-hidden">: {p.title}</span>
                      </L>
                    </div>
                    {p.bundle_sessions !== null && p.bundle_price !== null && <PlanBundle plan={p} />}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="how-title">
        <div className="container">
          <div className="section__head">
            <h2 id="how-title">{t("services.how.title")}</h2>
          </div>
          <ol className="steps">
            {STEPS.map((s) => (
              <li key={s.n} className="step">
                <span className="step__icon">
                  <Icon name={s.icon} size={24} />
                </span>
                <h3>{t(`services.how.s${s.n}.title`)}</h3>
                <p>{t(`services.how.s${s.n}.text`)}</p>
              </li>
            ))}
          </ol>
          <aside className="policy" aria-labelledby="policy-title">
            <h3 id="policy-title">
              <Icon name="info" /> {t("services.policy.title")}
            </h3>
            <ul>
              <li>{t("services.policy.payment")}</li>
              <li>{t("services.policy.reschedule")}</li>
              <li>{t("services.policy.refund")}</li>
              {plans.some((p) => p.bundle_sessions !== null) && <li>{t("services.policy.bundles")}</li>}
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}
