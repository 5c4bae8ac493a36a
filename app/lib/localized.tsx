import { forwardRef } from "react";
import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { DEFAULT_LANGUAGE, type Language } from "../../core/languages";
import { useLanguage } from "../i18n";

/**
 * The language lives only in the URL (`?lang=`), so every internal link carries it along.
 * English is the default and is left out of the URL.
 */
export function withLang(to: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE || /^[a-z]+:/i.test(to) || to.startsWith("#")) return to;
  const [pathAndQuery = "", hash] = to.split("#", 2);
  const [path = "", query = ""] = pathAndQuery.split("?", 2);
  const params = new URLSearchParams(query);
  params.set("lang", lang);
  return `${path}?${params.toString()}${hash ? `#${hash}` : ""}`;
}

export function useLangHref() {
  const lang = useLanguage();
  return (to: string) => withLang(to, lang);
}

type LProps = Omit<LinkProps, "to"> & { to: string };

export const L = forwardRef<HTMLAnchorElement, LProps>(function L({ to, ...rest }, ref) {
  const lang = useLanguage();
  return <Link ref={ref} to={withLang(to, lang)} {...rest} />;
});

type NProps = Omit<NavLinkProps, "to"> & { to: string };

export function NavL({ to, ...rest }: NProps) {
  const lang = useLanguage();
  return <NavLink to={withLang(to, lang)} {...rest} />;
}
