import type { Route } from "./+types/about";
import { Icon, type IconName } from "../../components/public/icons";
import { Reveal } from "../../components/public/reveal";
import { SocialLinks } from "../../components/public/social-links";
import { useT } from "../../i18n";
import { L } from "../../lib/localized";
import { textMeta } from "../../lib/page";
import { usePractice } from "../../lib/practice-contact";
import { PracticeOwner } from "../../components/public/practice-owner";
import { CONTENT_PAGE } from "../../lib/page-kind";
import { Drawing } from "../../components/public/drawing";
import portrait from "../../../public/images/about-portrait.svg?raw";

/** A content page: no application in the browser (app/lib/page-kind.ts). */
export const handle = CONTENT_PAGE;

export const meta: Route.MetaFunction = (args) => textMeta(args, "about.meta.title", "about.meta.description");


const SPECIALTIES = ["sports", "weight", "recipes", "micro", "holistic", "education", "heart", "diabetes"] as const;
// The five steps of her journey, each with its icon; n names its texts (about.j1.title …).
const JOURNEY = [
  { n: 1, icon: "info" },
  { n: 2, icon: "gauge" },
  { n: 3, icon: "users" },
  { n: 4, icon: "check" },
  { n: 5, icon: "globe" },
] as const satisfies readonly { n: number; icon: IconName }[];

export default function About() {
  const t = useT();
  // Who runs the practice (LSSI-CE art. 10), from its settings, as the footer shows it too.
  const practice = usePractice();
  return (
    <>
      <section className="about-hero">
        <div className="container about-hero__inner">
          <div className="about-hero__text">
            <p className="eyebrow">{t("about.eyebrow")}</p>
            <h1>{t("about.title")}</h1>
            <p className="about-hero__intro">{t("about.intro")}</p>
            <h2 className="about-hero__sub">{t("about.specialties")}</h2>
            <ul className="specialties">
              {SPECIALTIES.map((s) => (
                <li key={s}>
                  <Icon name="check" size={18} /> {t(`about.sp.${s}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className="about-hero__photo">
            <Drawing svg={portrait} scope="portrait" width={400} height={480} label={t("about.photoAlt")} />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="journey-title">
        <div className="container narrow">
          <h2 id="journey-title">{t("about.journey")}</h2>
          <ol className="journey">
            {JOURNEY.map(({ n, icon }) => (
              <Reveal as="li" key={n} threshold={0.2} className="journey__item">
                <span className="journey__marker">
                  <Icon name={icon} size={20} />
                </span>
                <div>
                  <h3>{t(`about.j${n}.title`)}</h3>
                  <p>{t(`about.j${n}.text`)}</p>
                </div>
              </Reveal>
            ))}
          </ol>
        </div>
      </section>

      <Reveal as="section" threshold={0.2} className="section section--alt">
        <div className="container narrow center">
          <h2>{t("about.cta.title")}</h2>
          <p className="section__lead">{t("about.cta.text")}</p>
          <div className="button-row">
            <L to="/contactus" className="btn btn--ghost btn--lg">
              {t("about.cta.contact")}
            </L>
            <L to="/booking" className="btn btn--primary btn--lg">
              {t("about.cta.book")}
            </L>
          </div>
          <h3 className="about-social__title">{t("about.social")}</h3>
          <SocialLinks practice={practice} className="social-links--center" />
        </div>
      </Reveal>
      <div className="container narrow about-owner">
        <PracticeOwner identity={practice} />
      </div>
    </>
  );
}
