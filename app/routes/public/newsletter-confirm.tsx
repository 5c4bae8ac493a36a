import { data } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { CONFIRM_PAGE, newsletterMessages } from "../../../core/i18n/messages/newsletters";
import { translate, useLanguage, useT } from "../../i18n";
import { isMissing } from "../../lib/site-api";
import { L } from "../../lib/localized";
import { loaderApi, metaLanguage, pageMeta } from "../../lib/page";
import { CONTENT_PAGE } from "../../lib/page-kind";

/** A content page: its one button is a plain form, so it needs no application in the browser. */
export const handle = CONTENT_PAGE;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/**
 * The sign-up the link is for: its address, whether it is confirmed already (the link opened
 * again, or this page once its button confirmed it), or the API's "not valid or expired" in
 * the page's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = loaderApi(request, context);
  try {
    const { email, confirmed } = await api.subscribers.confirmation(tokenOf(request));
    return { email, confirmed, problem: null };
  } catch (e) {
    if (!isMissing(e)) throw e;
    return data({ email: null, confirmed: false, problem: (e as Error).message }, { status: 404 });
  }
}

/** The button: confirms through the API, which queues the welcome mail. Works without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = loaderApi(request, context);
  try {
    return { confirmed: true, message: (await api.subscribers.confirm(tokenOf(request))).message };
  } catch (e) {
    if (!isMissing(e)) throw e;
    return data({ confirmed: false, message: (e as Error).message }, { status: 404 });
  }
}

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLanguage(args);
  return pageMeta(args, CONFIRM_PAGE[lang].title, CONFIRM_PAGE[lang].button, [], { noindex: true });
};

/** What the confirmation mail opens, in the site's layout: a question, one button, then the outcome. */
export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  const texts = CONFIRM_PAGE[lang];
  const outcome =
    actionData ??
    (loaderData.problem
      ? { confirmed: false, message: loaderData.problem }
      : loaderData.confirmed
        ? { confirmed: true, message: newsletterMessages.already_subscribed[lang] }
        : null);
  return (
    <section className="section">
      <div className="container narrow center newsletter-confirm">
        <p className="eyebrow">{texts.title}</p>
        {outcome ? (
          <>
            <h1>{translate(lang, outcome.confirmed ? "newsletterConfirm.done" : "newsletterConfirm.invalid")}</h1>
            <p role="status" className={`alert ${outcome.confirmed ? "alert--success" : "alert--error"}`}>
              {outcome.message}
            </p>
            <L to="/" className="btn btn--ghost">
              {t("newsletterConfirm.home")}
            </L>
          </>
        ) : (
          <>
            <h1>{t("newsletterConfirm.title")}</h1>
            <p className="section__lead">{texts.question.replace("{email}", loaderData.email ?? "")}</p>
            {/* A plain form: posted to this very address (its token and language), page load and all. */}
            <form method="post">
              <button type="submit" className="btn btn--primary btn--lg">
                {texts.button}
              </button>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
