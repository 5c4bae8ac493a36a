import { useLoaderData } from "react-router";
import { UntranslatedNotice } from "../../components/public/untranslated-notice";
import type { Route } from "./+types/recipes";
import { FallbackImage } from "../../components/public/fallback-image";
import { RecipeInfo } from "../../components/public/recipe-info";
import { useT } from "../../i18n";
import { recipeCard, type Recipe } from "../../lib/api/recipes";
import { L } from "../../lib/localized";
import { loaderApi, pagedListMeta } from "../../lib/page";
import { pageOf, pageWindow, requestPage } from "../../lib/paging";
import { Pager } from "../../components/public/pager";
import { CONTENT_PAGE } from "../../lib/page-kind";

/** A content page: no application in the browser (app/lib/page-kind.ts). */
export const handle = CONTENT_PAGE;

export const meta: Route.MetaFunction = (args) => pagedListMeta(args, "/recipes", "recipes.meta.title", "recipes.meta.description", args.data);

const RECIPE_FALLBACK_IMAGE = "/images/recipe-fallback.svg";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = loaderApi(request, context);
  const page = requestPage(request);
  let rows: Recipe[];
  try {
    rows = await api.recipes.listPage(lang, pageWindow(page));
  } catch {
    return { recipes: [] as Recipe[], page, hasNext: false, failed: true };
  }
  const { items, hasNext } = pageOf(rows, page);
  return { recipes: items.map(recipeCard), page, hasNext, failed: false };
}

export default function Recipes() {
  const { recipes, page, hasNext, failed } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t("recipes.title")}</h1>
          <p className="page-hero__lead">{t("recipes.lead")}</p>
        </div>
      </section>
      <section className="section section--tight">
        <div className="container">
          <UntranslatedNotice textKey="recipes.untranslated" />
          {failed ? (
            <p className="state state--error" role="alert">{t("recipes.error")}</p>
          ) : recipes.length === 0 ? (
            <p className="state">{t("recipes.empty")}</p>
          ) : (
            <ul className="grid grid--3 recipe-grid">
              {recipes.map((r) => (
                <li key={r.id}>
                  <article className="card recipe-card">
                    <div className="card__media">
                      <FallbackImage src={r.image_url} fallback={RECIPE_FALLBACK_IMAGE} alt="" width={640} height={400} sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 360px" />
                    </div>
                    <div className="card__body">
                      {r.category && <span className="chip recipe-card__cat">{r.category}</span>}
                      <h2 className="card__title">
                        <L to={`/fullrecipe/${r.slug}`} className="stretched-link">
                          {r.title}
                        </L>
                      </h2>
                      {r.description && <p className="card__text">{r.description}</p>}
                      <RecipeInfo info={r.valuable_info} className="recipe-info--compact" />
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
          {!failed && <Pager path="/recipes" page={page} hasNext={hasNext} />}
        </div>
      </section>
    </>
  );
}
