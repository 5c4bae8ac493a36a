import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/newsletter";
import { BlockRenderer } from "../../components/blocks/block-renderer";
import { parseContent } from "../../components/blocks/block-content";
import { Icon } from "../../components/public/icons";
import { translate, useLanguage, useT } from "../../i18n";
import { isMissing } from "../../lib/site-api";
import { formatLongDate, isoDay } from "../../lib/format";
import { L } from "../../lib/localized";
import { loaderApi, metaLanguage, pageMeta, metaSiteName, withBrand } from "../../lib/page";
import { contentLanguage } from "../../lib/seo";
import { htmlLang } from "../../../core/languages";
import { CONTENT_PAGE } from "../../lib/page-kind";

/** A content page: no application in the browser (app/lib/page-kind.ts). */
export const handle = CONTENT_PAGE;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = loaderApi(request, context);
  try {
    const issue = await api.newsletters.archived(params.slug);
    return { issue, blocks: parseContent(issue.content) ?? { blocks: [] }, notFound: false };
  } catch (e) {
    const status = isMissing(e) ? 404 : 500;
    return data({ issue: null, blocks: null, notFound: status === 404 }, { status });
  }
}

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLanguage(args);
  const issue = args.data?.issue;
  if (!issue) return pageMeta(args, translate(lang, "newsletterArchive.notFound"), translate(lang, "newsletterArchive.description"), [], { noindex: true });
  // Written in one language: canonical there, with no translations to point to (as a blog without any).
  return pageMeta(args, withBrand(metaSiteName(args), issue.subject), issue.preheader || translate(lang, "newsletterArchive.description"), [], {
    type: "article", canonicalLang: contentLanguage(issue.language), alternates: [], exactTitle: true, article: { publishedTime: issue.sent_at },
  });
};

/** One sent newsletter as a page of the site. */
export default function NewsletterPage() {
  const { issue, blocks, notFound } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const back = (
    <L to="/newsletter" className="back-link">
      <Icon name="arrowLeft" size={18} /> {t("newsletterArchive.back")}
    </L>
  );
  if (!issue || !blocks) {
    return (
      <section className="section">
        <div className="container narrow">
          <h1 className="visually-hidden">{t(notFound ? "newsletterArchive.notFound" : "error.title")}</h1>
          <p className="state state--error" role="alert">{t(notFound ? "newsletterArchive.notFound" : "error.text")}</p>
          <p className="center">{back}</p>
        </div>
      </section>
    );
  }
  return (
    <article className="article" lang={htmlLang(contentLanguage(issue.language))}>
      <header className="article__head container narrow">
        {back}
        <div className="meta-line">
          <span>
            <Icon name="calendar" size={16} />
            <time dateTime={isoDay(issue.sent_at)}>{formatLongDate(issue.sent_at, lang)}</time>
          </span>
        </div>
        <h1>{issue.subject}</h1>
        {issue.preheader && <p className="article__lead">{issue.preheader}</p>}
      </header>
      <div className="container narrow article__body">
        <BlockRenderer content={blocks} emptyText="" />
      </div>
    </article>
  );
}
