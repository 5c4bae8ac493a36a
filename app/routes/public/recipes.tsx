import { useLoaderData } from "react-router";
import type { Route } from "./+types/recipes";
import { FallbackImage } from "../../components/public/fallback-image";
import { RecipeInfo } from "../../components/public/recipe-info";
import { useT } from "../../i18n";
import type { Recipe } from "../../lib/api/recipes";
import { L } from "../../lib/localized";
import { loaderApi, textMeta } from "../../lib/page";

export const meta: Route.MetaFunction = (args) => textMeta(args, "recipes.meta.title", "recipes.meta.description");

const RECIPE_FALLBACK_IMAGE = "/images/recipe-fallback.svg";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = loaderApi(request, context);
  try {
    return { recipes: await api.recipes.list(lang), failed: false };
  } catch {
    return { recipes: [] as Recipe[], failed: true };
  }
}

export default function Recipes() {
  const { recipes, failed } = useLoaderData<typeof loader>();
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
                      <FallbackImage src={r.image_url} fallback={RECIPE_FALLBACK_IMAGE} alt="" width={640} height={400} />
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
        </div>
      </section>
    </>
  );
}
