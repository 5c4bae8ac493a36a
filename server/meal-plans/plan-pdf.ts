// A delivered plan as PDF (pdfkit, DejaVu Sans for Spanish and Greek alike), in her language:
// day by day, each meal and its alternatives, her targets and the days' totals unless her
// record hides the numbers, the shopping list, and the table's attribution.
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { Language } from "../../core/languages.js";
import { PLAN_TEXTS } from "../../core/meal-plan-texts.js";
import { FOOD_TABLE_ATTRIBUTION } from "../../core/food-attribution.js";
import type { PlanView, ShoppingList } from "./plan-view.js";

const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

export function planPdf(plan: PlanView, list: ShoppingList, language: Language, author: string): Promise<Buffer> {
  const t = (k: keyof typeof PLAN_TEXTS) => PLAN_TEXTS[k][language];
  const doc = new PDFDocument({ size: "A4", margin: 50, font: FONT, info: { Title: plan.name, Author: author } });
  doc.registerFont("regular", FONT);
  doc.registerFont("bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const totals = (x: { energy_kcal: number | null; protein_g: number | null; fat_g: number | null; carbohydrate_g: number | null; fibre_g: number | null }) =>
    [
      x.energy_kcal !== null ? `${t("energy")} ${x.energy_kcal} kcal` : null,
      x.protein_g !== null ? `${t("protein")} ${x.protein_g} g` : null,
      x.fat_g !== null ? `${t("fat")} ${x.fat_g} g` : null,
      x.carbohydrate_g !== null ? `${t("carbohydrate")} ${x.carbohydrate_g} g` : null,
      x.fibre_g !== null ? `${t("fibre")} ${x.fibre_g} g` : null,
    ]
      .filter(Boolean)
      .join(" · ");

  doc.font("bold").fontSize(18).text(plan.name);
  doc.font("regular").fontSize(10).fillColor("#444").text(author).fillColor("black");
  if (plan.note) doc.moveDown(0.5).fontSize(10).text(plan.note);
  if (plan.targets)
    doc
      .moveDown(0.5)
      .font("bold")
      .text(`${t("targets")}: `, { continued: true })
      .font("regular")
      .text(totals(plan.targets));
  for (const day of plan.days) {
    doc.moveDown(1).font("bold").fontSize(14).text(day.name);
    for (const meal of day.meals) {
      doc.moveDown(0.4).font("bold").fontSize(11).text(meal.name);
      doc.font("regular").fontSize(10);
      for (const i of meal.items) doc.text(`•  ${i.name} — ${i.quantity}`, { indent: 10 });
      for (const alt of meal.alternatives) {
        doc.font("bold").text(t("or"), { indent: 10 }).font("regular");
        for (const i of alt) doc.text(`•  ${i.name} — ${i.quantity}`, { indent: 10 });
      }
    }
    if (day.totals)
      doc
        .moveDown(0.3)
        .fontSize(9)
        .fillColor("#444")
        .text(`${t("day_totals")}: ${totals(day.totals)}`)
        .fillColor("black");
  }
  doc.addPage().font("bold").fontSize(16).text(t("shopping_list"));
  for (const g of list.groups) {
    doc.moveDown(0.5).font("bold").fontSize(11).text(g.group).font("regular").fontSize(10);
    for (const i of g.items) doc.text(`☐  ${i.name} — ${i.grams} g`, { indent: 10 });
  }
  doc.moveDown(1.5).fontSize(8).fillColor("#555").text(FOOD_TABLE_ATTRIBUTION[language]);
  doc.end();
  return done;
}
