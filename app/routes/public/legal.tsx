import type { Route } from "./+types/legal";
import { legalText } from "../../content/legal.server";
import { LEGAL_TITLES, LEGAL_UPDATED, legalDocOf } from "../../content/legal-doc";
import { translate, useLanguage, useT } from "../../i18n";
import { formatLongDate } from "../../lib/format";
import { loaderApi, metaLanguage, pageMeta } from "../../lib/page";
import { PracticeOwner } from "../../components/public/practice-owner";
import { addressLine } from "../../lib/practice-contact";
import { CONTENT_PAGE } from "../../lib/page-kind";
import { practiceNames } from "../../../core/practice-name";

/** A content page: no application in the browser (app/lib/page-kind.ts). */
export const handle = CONTENT_PAGE;

/**
 * The one document, in the one language, this page shows (the texts stay on the server), and
 * who runs the site (LSSI-CE art. 10), from the practice's settings.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = loaderApi(request, context);
  const doc = legalDocOf(new URL(request.url).pathname);
  const owner = await api.practice.identity().catch(() => null);
  const name = practiceNames(owner ?? {})[lang];
  const text = legalText(doc, lang, { name, person: owner?.legal_name ?? "", email: owner?.email ?? "", address: addressLine(owner?.address ?? "") });
  return { doc, text, owner };
}

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLanguage(args);
  const doc = legalDocOf(args.location.pathname);
  return pageMeta(args, translate(lang, LEGAL_TITLES[doc]), args.data?.text.intro ?? "");
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const { doc, text, owner } = loaderData;
  return (
    <>
      <section className="page-hero page-hero--legal">
        <div className="container narrow">
          <h1>{t(LEGAL_TITLES[doc])}</h1>
          <p className="legal__updated">
            {t("legal.updated", { date: "" })}
            <time dateTime={LEGAL_UPDATED}>{formatLongDate(LEGAL_UPDATED, lang)}</time>
          </p>
        </div>
      </section>
      <section className="section section--tight">
        <div className="container narrow legal prose">
          <p className="legal__intro">{text.intro}</p>
          <PracticeOwner identity={owner} />
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
