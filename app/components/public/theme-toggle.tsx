import { useEffect, useState } from "react";
import { useT } from "../../i18n";
import { storeTheme, type Theme } from "../../lib/preferences";
import { useRootData } from "../../lib/use-api";
import { Icon } from "./icons";

export function ThemeToggle() {
  const t = useT();
  const { theme: serverTheme = "dark" } = useRootData();
  const [theme, setTheme] = useState<Theme>(serverTheme);

  // The boot script may have corrected the class from localStorage before hydration.
  useEffect(() => {
    setTheme(document.documentElement.classList.contains("light") ? "light" : "dark");
  }, []);

  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      className="icon-btn theme-toggle"
      aria-label={t(next === "light" ? "theme.toLight" : "theme.toDark")}
      title={t(next === "light" ? "theme.toLight" : "theme.toDark")}
      onClick={() => {
        storeTheme(next);
        setTheme(next);
      }}
    >
      <Icon name={theme === "dark" ? "sun" : "moon"} />
    </button>
  );
}
