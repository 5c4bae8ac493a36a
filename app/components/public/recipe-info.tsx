import { useT } from "../../i18n";
import type { Recipe } from "../../lib/api/recipes";
import { Icon } from "./icons";
import type { Difficulty } from "../../../core/schemas/recipe";

/** Duration, difficulty and portions, as a compact strip. */
export function RecipeInfo({ info, className = "" }: { info: Recipe["valuable_info"]; className?: string }) {
  const t = useT();
  if (!info) return null;
  const difficulty = info.difficulty ? t(`recipe.difficulty.${info.difficulty as Difficulty}`) : null;
  return (
    <dl className={`recipe-info ${className}`}>
      {info.duration && (
        <div>
          <dt>
            <Icon name="clock" size={18} />
            <span>{t("recipe.duration")}</span>
          </dt>
          <dd>{info.duration}</dd>
        </div>
      )}
      {difficulty && (
        <div>
          <dt>
            <Icon name="gauge" size={18} />
            <span>{t("recipe.difficulty")}</span>
          </dt>
          <dd>{difficulty.startsWith("recipe.") ? info.difficulty : difficulty}</dd>
        </div>
      )}
      {info.portions != null && info.portions > 0 && (
        <div>
          <dt>
            <Icon name="users" size={18} />
            <span>{t("recipe.portions")}</span>
          </dt>
          <dd>{info.portions}</dd>
        </div>
      )}
    </dl>
  );
}
