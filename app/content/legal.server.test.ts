import { describe, expect, it } from "vitest";
import { LEGAL, legalText } from "./legal.server";
import type { LegalDoc } from "./legal-doc";
import { LANGUAGES } from "../../core/languages";

const PRACTICE = {
  name: "Laura García Nutrición",
  person: "Laura García Pérez",
  email: "consulta@lauragarcia.es",
  address: "Calle de Fuencarral 45, 28004 Madrid",
};
const words = (doc: LegalDoc, lang: (typeof LANGUAGES)[number], practice = PRACTICE) => {
  const text = legalText(doc, lang, practice);
  return [text.intro, ...text.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])])].join("\n");
};

describe("the legal texts", () => {
  it("name the practice, who runs it and her contact from its settings, in every language, with no placeholder left", () => {
    for (const doc of Object.keys(LEGAL) as LegalDoc[]) {
      for (const lang of LANGUAGES) {
        const all = words(doc, lang);
        expect(all, `${doc} ${lang}`).not.toMatch(/\{(name|person|email|address)\}/);
        expect(all, `${doc} ${lang}`).not.toMatch(/Nutrition with Elena|Nutrición con Elena|Διατροφή με την Έλενα/);
      }
    }
    expect(legalText("terms-of-service", "es", PRACTICE).intro).toContain(
      "que ofrece Laura García Nutrición (Laura García Pérez, dietista-nutricionista colegiada, Calle de Fuencarral 45",
    );
    expect(legalText("terms-of-service", "gr", PRACTICE).intro).toContain("το γραφείο «Laura García Nutrición» (Laura García Pérez, διαιτολόγος");
  });

  it("without her legal name, name her profession alone", () => {
    const intro = legalText("terms-of-service", "en", { ...PRACTICE, person: "" }).intro;
    expect(intro).toContain("offered by Laura García Nutrición (registered dietitian-nutritionist, Calle de Fuencarral 45");
  });
});
