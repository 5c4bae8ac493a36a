import { enhanceThemeToggle } from "../../behaviours/theme";
import { useBehaviour } from "../../behaviours/use-behaviour";
import { useT } from "../../i18n";
import { useRootData } from "../../lib/use-api";
import { Icon } from "./icons";

/**
 * The theme button (app/behaviours/theme.ts does the switching). Both icons are in the
 * markup: the CSS shows the sun in the dark theme and the moon in the light one.
 */
export function ThemeToggle() {
  const t = useT();
  const { theme = "dark" } = useRootData();
  const button = useBehaviour(enhanceThemeToggle);
  const label = t(theme === "dark" ? "theme.toLight" : "theme.toDark");
  return (
    <button
      ref={button}
      type="button"
      className="icon-btn theme-toggle"
      data-theme-toggle=""
      aria-label={label}
      title={label}
      data-label-light={t("theme.toLight")}
      data-label-dark={t("theme.toDark")}
      suppressHydrationWarning
    >
      <span className="theme-toggle__sun">
        <Icon name="sun" />
      </span>
      <span className="theme-toggle__moon">
        <Icon name="moon" />
      </span>
    </button>
  );
}
