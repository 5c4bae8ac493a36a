import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LanguageContext, addTexts } from "../../i18n";
import { publicTables } from "../../i18n/public-tables";
import { NutritionFacts } from "./nutrition-facts";

// As on the server, which renders in every language.
for (const table of publicTables) addTexts(table);

const render = (lang: "en" | "es" | "gr", facts: { name: string; quantity: string; size: string }[]) =>
  renderToStaticMarkup(createElement(LanguageContext.Provider, { value: lang }, createElement(NutritionFacts, { facts: facts.map((f, i) => ({ id: i + 1, ...f })) })));

describe("NutritionFacts", () => {
  it("shows daily values with one decimal and '(No NRV available)' without a reference", () => {
    const html = render("en", [
      { name: "Protein", quantity: "25", size: "g" },
      { name: "Omega-3", quantity: "1", size: "g" },
    ]);
    expect(html).toContain("33.3%");
    expect(html).toContain("(No NRV available)");
    expect(html).toContain("2,000 kcal");
  });

  it("uses the language's decimal mark and texts", () => {
    const html = render("es", [{ name: "Proteínas", quantity: "25", size: "g" }, { name: "Omega-3", quantity: "1", size: "g" }]);
    expect(html).toContain("33,3%");
    expect(html).toContain("(Sin VRN disponible)");
  });

  it("writes the amounts with the language's decimal mark too, as the percentages", () => {
    const es = render("es", [{ name: "Fibra", quantity: "3.5", size: "g" }, { name: "Energía", quantity: "1250", size: "kcal" }]);
    expect(es).toContain("3,5 g");
    expect(es).not.toContain("3.5 g");
    expect(render("gr", [{ name: "Φυτικές ίνες", quantity: "3.5", size: "g" }])).toContain("3,5 g");
    expect(render("en", [{ name: "Fibre", quantity: "3,5", size: "g" }])).toContain("3.5 g");
    // Anything that is not a plain number is shown as written.
    expect(render("es", [{ name: "Sal", quantity: "1-2", size: "g" }])).toContain("1-2 g");
  });
});
