import { useLoaderData } from "react-router";
import type { Route } from "./+types/newsletter-archive";
import { useLanguage, useT } from "../../i18n";
import type { ArchivedNewsletter } from "../../../core/schemas/newsletter";
import { formatLongDate, isoDay } from "../../lib/format";
import { L } from "../../lib/localized";
import { loaderApi, textMeta } from "../../lib/page";
import { CONTENT_PAGE } from "../../lib/page-kind";

/** A content page: no application in the browser (app/lib/page-kind.ts). */
export const handle = CONTENT_PAGE;

export const meta: Route.MetaFunction = (args) => textMeta(args, "newsletterArchive.title", "newsletterArchive.description");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = loaderApi(request, context);
  try {
    return { issues: await api.newsletters.archive(lang), failed: false };
  } catch {
    return { issues: [] as ArchivedNewsletter[], failed: true };
  }
}

/** Every newsletter sent in the page's language, newest first. */
export default function NewsletterArchive() {
  const { issues, failed } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t("newsletterArchive.title")}</h1>
          <p className="page-hero__lead">{t("newsletterArchive.lead")}</p>
        </div>
      </section>
      <section className="section section--tight">
        <div className="container narrow">
          {failed ? (
            <p className="state state--error" role="alert">{t("newsletterArchive.error")}</p>
          ) : issues.length === 0 ? (
            <p className="state">{t("newsletterArchive.empty")}</p>
          ) : (
            <ul className="newsletter-archive">
              {issues.map((n) => (
                <li key={n.slug} className="newsletter-archive__item">
                  <h2><L to={`/newsletter/${n.slug}`}>{n.subject}</L></h2>
                  <p className="meta-line"><time dateTime={isoDay(n.sent_at)}>{formatLongDate(n.sent_at, lang)}</time></p>
                  {n.preheader && <p>{n.preheader}</p>}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
