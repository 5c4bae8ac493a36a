import type { PublicIdentity } from "../../../core/practice-identity";
import { useT, type TextKey } from "../../i18n";

// In the order the LSSI-CE (art. 10.1) lists them; a field she has not filled in is left out.
const ROWS = [
  ["legal_name", "legal.owner.name"],
  ["tax_id", "legal.owner.taxId"],
  ["address", "legal.owner.address"],
  ["email", "legal.owner.email"],
  ["phone", "legal.owner.phone"],
  ["college", "legal.owner.college"],
  ["registration_number", "legal.owner.registration"],
] as const satisfies readonly (readonly [keyof PublicIdentity, TextKey])[];

/** Who runs the site, from the practice's settings: on the legal pages and the About page. */
export function PracticeOwner({ identity, id = "practice-owner" }: { identity: PublicIdentity | null; id?: string }) {
  const t = useT();
  const rows = identity ? ROWS.filter(([field]) => identity[field].trim() !== "") : [];
  if (!identity || rows.length === 0) return null;
  return (
    <section className="practice-owner" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("legal.owner.title")}</h2>
      <dl>
        {rows.map(([field, label]) => (
          <div key={field}>
            <dt>{t(label)}</dt>
            <dd>{valueOf(field, identity[field])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function valueOf(field: keyof PublicIdentity, value: string) {
  if (field === "email") return <a href={`mailto:${value}`}>{value}</a>;
  if (field === "phone") return <a href={`tel:${value.replace(/\s/g, "")}`}>{value}</a>;
  if (field === "address") return value.split("\n").map((line, i) => (i === 0 ? line : [<br key={i} />, line]));
  return value;
}
