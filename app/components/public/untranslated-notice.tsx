import { useSearchParams } from "react-router";
import { UNTRANSLATED_PARAM } from "../../../core/seo/urls";
import { useT, type TextKey } from "../../i18n";
import { Icon } from "./icons";

/** Shown on a list the language switch landed on because the item had no translation. */
export function UntranslatedNotice({ textKey }: { textKey: TextKey }) {
  const t = useT();
  const [params] = useSearchParams();
  if (!params.has(UNTRANSLATED_PARAM)) return null;
  return (
    <p className="alert alert--info" role="status">
      <Icon name="globe" size={18} /> <span>{t(textKey)}</span>
    </p>
  );
}
