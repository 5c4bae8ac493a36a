import { useLocation } from "react-router";
import type { Route } from "./+types/legal";
import { LEGAL, type LegalDoc } from "../../content/legal";
import { translate, useLanguage, useT, type TextKey } from "../../i18n";
import { formatLongDate } from "../../lib/format";
import { metaLanguage, pageMeta } from "../../lib/page";
import { SITE } from "../../lib/site";

const TITLE_KEY: Record<LegalDoc, TextKey> = {
  "terms-of-service": "legal.terms",
  "privacy-policy": "legal.privacy",
  "cookies-policy": "legal.cookies",
};

function docOf(pathname: string): LegalDoc {
  const slug = pathname.replace(/^\/+|\/+$/g, "");
  return slug in LEGAL ? (slug as LegalDoc) : "terms-of-service";
}

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLanguage(args);
  const doc = docOf(args.location.pathname);
  return pageMeta(args, translate(lang, TITLE_KEY[doc]), LEGAL[doc][lang].intro);
};

export default function Legal() {
  const t = useT();
  const lang = useLanguage();
  const doc = docOf(useLocation().pathname);
  const text = LEGAL[doc][lang];
  return (
    <>
      <section className="page-hero page-hero--legal">
        <div className="container narrow">
          <h1>{t(TITLE_KEY[doc])}</h1>
          <p className="legal__updated">
            {t("legal.updated", { date: "" })}
            <time dateTime={SITE.legalUpdated}>{formatLongDate(SITE.legalUpdated, lang)}</time>
          </p>
        </div>
      </section>
      <section className="section section--tight">
        <div className="container narrow legal prose">
          <p className="legal__intro">{text.intro}</p>
          <nav aria-labelledby="legal-toc" className="legal__toc">
            <h2 id="legal-toc">{t("legal.contents")}</h2>
            <ol>
              {text.sections.map((s, i) => (
                <li key={i}>
                  <a href={`#section-${i + 1}`}>{s.heading.replace(/^\d+\.\s*/, "")}</a>
                </li>
              ))}
            </ol>
          </nav>
          {text.sections.map((s, i) => (
            <section key={i} id={`section-${i + 1}`} aria-labelledby={`section-${i + 1}-title`}>
              <h2 id={`section-${i + 1}-title`}>{s.heading}</h2>
              {s.paragraphs.map((p, j) => (
                <p key={j}>{p}</p>
              ))}
              {s.list && (
                <ul>
                  {s.list.map((item, j) => (
                    <li key={j}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
