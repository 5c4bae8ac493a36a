import { useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { CONCEPTS } from "../../content/concepts";
import { Carousel } from "../../components/public/carousel";
import { Icon } from "../../components/public/icons";
import { InstagramFeed } from "../../components/public/instagram-feed";
import { useLanguage, useT } from "../../i18n";
import { formatPrice } from "../../lib/format";
import { L } from "../../lib/localized";
import { loaderApi, textMeta } from "../../lib/page";
import { loaderOrigin, practiceLd } from "../../lib/structured-data.server";
import { CONTENT_PAGE } from "../../lib/page-kind";
import { usePractice } from "../../lib/practice-contact";
import { Drawing } from "../../components/public/drawing";
import hero from "../../../public/images/hero.svg?raw";

/** A content page: no application in the browser (app/lib/page-kind.ts). */
export const handle = CONTENT_PAGE;

export const meta: Route.MetaFunction = (args) => textMeta(args, "home.meta.title", "home.meta.description");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = loaderApi(request, context);
  const identity = await api.practice.identity().catch(() => null);
  const jsonLd = [practiceLd(loaderOrigin(request, context.publicUrl), lang, identity)];
  try {
    return { plans: await api.servicePlans.list(lang), failed: false, jsonLd };
  } catch {
    return { plans: [], failed: true, jsonLd };
  }
}

const CONCEPT_BREAKPOINTS: [number, number][] = [[1200, 4], [900, 3], [600, 2]];
const SERVICE_BREAKPOINTS: [number, number][] = [[1040, 3], [500, 2]];

export default function Home() {
  const { plans, failed } = useLoaderData<typeof loader>();
  const t = useT();
  const practice = usePractice();
  const lang = useLanguage();

  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow">{t("home.hero.eyebrow")}</p>
            <h1>{t("home.hero.title")}</h1>
            <p className="hero__tagline">{t("site.tagline")}</p>
            <div className="hero__actions">
              <L to="/book-consultation" className="btn btn--primary btn--lg">
                {t("cta.book")} <Icon name="arrowRight" size={18} />
              </L>
              <L to="/services" className="btn btn--ghost btn--lg">
                {t("home.hero.secondary")}
              </L>
            </div>
            <p className="hero__note">
              <Icon name="video" size={18} /> {t("home.hero.note")}
            </p>
          </div>
          <div className="hero__art">
            <Drawing svg={hero} scope="hero" width={480} height={400} />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="approach-title">
        <div className="container">
          <div className="section__head">
            <h2 id="approach-title">{t("home.approach.title")}</h2>
            <p className="section__lead">{t("home.approach.lead")}</p>
          </div>
          <Carousel
            className="carousel--concepts"
            label={t("home.approach.title")}
            breakpoints={CONCEPT_BREAKPOINTS}
            items={CONCEPTS.map((c) => ({
              key: c.id,
              node: (
                <article className="card concept">
                  <div className="card__media">
                    <img src={c.image} alt="" width="320" height="200" loading="lazy" />
                  </div>
                  <div className="card__body">
                    <h3 className="card__title">{c.title[lang]}</h3>
                    <p className="card__text">{c.description[lang]}</p>
                  </div>
                </article>
              ),
            }))}
          />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="services-title">
        <div className="container">
          <div className="section__head">
            <h2 id="services-title">{t("home.services.title")}</h2>
            <p className="section__lead">{t("home.services.lead")}</p>
          </div>
          {failed ? (
            <p className="state state--error" role="alert">{t("state.errorPrefix", { message: t("home.services.error") })}</p>
          ) : plans.length === 0 ? (
            <p className="state">{t("services.empty")}</p>
          ) : (
            <Carousel
              className="carousel--services"
              label={t("home.services.title")}
              breakpoints={SERVICE_BREAKPOINTS}
              autoAdvanceMs={2000}
              items={plans.map((p) => ({
                key: p.id,
                node: (
                  <article className="card plan-mini">
                    <div className="card__body">
                      <h3 className="card__title">{p.title}</h3>
                      <p className="plan-mini__price">{p.price === 0 ? t("booking.free") : formatPrice(p.price, lang)}</p>
                      <p className="card__text plan-mini__desc">{p.description}</p>
                      <div className="card__footer">
                        <L to={`/services#plan-${p.id}`} className="btn btn--ghost btn--small">
                          {t("home.services.go")}
                          <span className="visually-hidden">: {p.title}</span>
                        </L>
                      </div>
                    </div>
                  </article>
                ),
              }))}
            />
          )}
        </div>
      </section>

      {/* Her Instagram profile, when the practice's settings name one. */}
      {practice?.instagram_url && (
        <section className="section" aria-labelledby="insta-title">
          <div className="container">
            <div className="section__head section__head--center">
              <h2 id="insta-title">{t("home.instagram.title")}</h2>
            </div>
            <InstagramFeed url={practice.instagram_url} />
          </div>
        </section>
      )}

      <section className="cta-band">
        <div className="container cta-band__inner">
          <div>
            <h2>{t("home.cta.title")}</h2>
            <p>{t("home.cta.text")}</p>
          </div>
          <L to="/book-consultation" className="btn btn--light btn--lg">
            {t("cta.book")}
          </L>
        </div>
      </section>
    </>
  );
}
