import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LanguageContext } from "../../i18n";
import { NutritionFacts } from "./nutrition-facts";

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
});
