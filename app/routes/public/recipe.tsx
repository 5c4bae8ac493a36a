import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/recipe";
import { Checklist } from "../../components/public/checklist";
import { FallbackImage } from "../../components/public/fallback-image";
import { Icon } from "../../components/public/icons";
import { MissingContent } from "../../components/public/missing-content";
import { NutritionFacts } from "../../components/public/nutrition-facts";
import { RecipeInfo } from "../../components/public/recipe-info";
import { translate, useLanguage, useT } from "../../i18n";
import { isMissing } from "../../lib/site-api";
import type { Recipe } from "../../lib/api/recipes";
import { formatLongDate, formatQuantity, isoDay } from "../../lib/format";
import { L } from "../../lib/localized";
import { loaderApi, metaLanguage, metaOrigin, pageMeta, metaSiteName, withBrand } from "../../lib/page";
import { languageRedirect } from "../../lib/translations";
import { contentAlternates, switchTargets } from "../../../core/seo/urls";
import { contentLanguage } from "../../lib/seo";
import { breadcrumbsLd, loaderOrigin, recipeLd } from "../../lib/structured-data.server";
import { CONTENT_PAGE } from "../../lib/page-kind";

const RECIPE_FALLBACK_IMAGE = "/images/recipe-fallback.svg";

/** A content page: no application in the browser (app/lib/page-kind.ts). */
export const handle = CONTENT_PAGE;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { lang, api } = loaderApi(request, context);
  try {
    const recipe: Recipe = await api.recipes.get(params.slug);
    const moved = languageRedirect(request, "recipe", recipe);
    if (moved) return moved;
    const origin = loaderOrigin(request, context.publicUrl);
    const content = contentLanguage(recipe.language);
    const jsonLd = [
      recipeLd(origin, lang, recipe, await api.practice.identity().catch(() => null), (n: number) => `${n} ${translate(content, "recipe.portions").toLowerCase()}`),
      breadcrumbsLd(origin, content, [{ name: translate(content, "nav.home"), path: "/" }, { name: translate(content, "nav.recipes"), path: "/recipes" }, { name: recipe.title }]),
    ];
    return { recipe, notFound: false, jsonLd, languageLinks: switchTargets("recipe", recipe) };
  } catch (e) {
    const notFound = isMissing(e);
    return data({ recipe: null, notFound }, { status: notFound ? 404 : 500 });
  }
}

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLanguage(args);
  const recipe = args.data?.recipe;
  if (!recipe) return pageMeta(args, translate(lang, "recipe.notFound"), translate(lang, "recipes.meta.description"), [], { noindex: true });
  const extra = recipe.meta_info?.meta_keywords ? [{ name: "keywords", content: recipe.meta_info.meta_keywords }] : [];
  const content = contentLanguage(recipe.language);
  return pageMeta(args, recipe.meta_info?.meta_title || withBrand(metaSiteName(args), recipe.title), recipe.meta_info?.meta_description || recipe.description || "", extra, {
    type: "article",
    canonicalLang: content,
    alternates: contentAlternates(metaOrigin(args), "recipe", recipe),
    exactTitle: true,
    ...(recipe.image_url ? { image: { url: recipe.image_url, alt: recipe.title } } : {}),
    article: { modifiedTime: recipe.updated_at, section: recipe.category || undefined },
  });
};

export default function RecipePage() {
  const { recipe, notFound } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();

  if (!recipe) return <MissingContent text={notFound ? "recipe.notFound" : "recipe.error"} back={{ to: "/recipes", label: "recipe.back" }} />;

  const steps = [...recipe.instructions].sort((a, b) => a.step_number - b.step_number);
  const portions = recipe.valuable_info?.portions ?? 0;
  const date = formatLongDate(recipe.published_date, lang);
  return (
    <article className="recipe">
      <header className="container recipe__head">
        <div className="recipe__intro">
          <L to="/recipes" className="back-link">
            <Icon name="arrowLeft" size={18} /> {t("recipe.back")}
          </L>
          <div className="meta-line">
            {recipe.category && <span className="chip">{recipe.category}</span>}
            {date && (
              <span>
                <Icon name="calendar" size={16} /> <time dateTime={isoDay(recipe.published_date)}>{t("recipe.published", { date })}</time>
              </span>
            )}
          </div>
          <h1>{recipe.title}</h1>
          <RecipeInfo info={recipe.valuable_info} />
          {recipe.description && <p className="recipe__desc">{recipe.description}</p>}
        </div>
        <div className="recipe__media">
          <FallbackImage src={recipe.image_url} fallback={RECIPE_FALLBACK_IMAGE} alt="" width={800} height={600} loading="eager" sizes="(max-width: 900px) 100vw, 50vw" />
        </div>
      </header>
      <div className="container recipe__body">
        <section className="recipe__ingredients" aria-labelledby="ingredients-title">
          <h2 id="ingredients-title">{t("recipe.ingredients")}</h2>
          <p className="recipe__tip">
            <Icon name="info" size={18} /> {t("recipe.ingredientsTip")}
          </p>
          <div className="recipe__tools">
            {portions > 0 && (
              // Shown by the page's script, which rescales the quantities below (app/behaviours/recipe-scaler.ts).
              <div className="recipe-scaler" data-recipe-scaler data-portions={portions} hidden>
                <span id="scaler-label">{t("recipe.portions")}</span>
                <button type="button" className="recipe-scaler__step" data-step="-1" aria-label={t("recipe.fewer")}>
                  −
                </button>
                <output aria-labelledby="scaler-label" aria-live="polite">
                  {portions}
                </output>
                <button type="button" className="recipe-scaler__step" data-step="1" aria-label={t("recipe.more")}>
                  +
                </button>
              </div>
            )}
            <button type="button" className="btn btn--ghost recipe__print" data-print hidden>
              {t("recipe.print")}
            </button>
          </div>
          <Checklist
            id="ingredient"
            items={recipe.ingredients.map((ing, i) => ({
              key: ing.id ?? i,
              content: (
                <>
                  <strong>
                    <span data-qty={ing.quantity} data-unit={ing.size}>
                      {formatQuantity(ing.quantity, lang)}
                    </span>{" "}
                    {ing.size}
                  </strong>{" "}
                  {ing.name}
                </>
              ),
            }))}
          />
        </section>
        <section className="recipe__steps" aria-labelledby="steps-title">
          <h2 id="steps-title">{t("recipe.instructions")}</h2>
          <Checklist
            id="step"
            ordered
            items={steps.map((s) => ({
              key: s.step_number,
              content: (
                <>
                  <span className="checklist__step">{t("recipe.step", { n: s.step_number })}</span>
                  {s.step_content}
                </>
              ),
            }))}
          />
        </section>
        <section className="recipe__nutrition" aria-labelledby="nutrition-title">
          <h2 id="nutrition-title">
            {t("recipe.nutrition")} <span className="recipe__per">{t("recipe.perPortion")}</span>
          </h2>
          <NutritionFacts facts={recipe.nutritional_facts} />
        </section>
      </div>
    </article>
  );
}
