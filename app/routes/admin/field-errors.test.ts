import { describe, expect, it } from "vitest";
import { updateServicePlanBody } from "../../../core/schemas/service-plan";
import { blogFields } from "../../../core/schemas/blog";
import { planBody } from "../../../core/schemas/meal-plan";
import type { Language } from "../../../core/languages";
import "../../i18n/admin-texts";
import { translate, type AdminKey } from "../../i18n";
import { fieldErrors } from "./field-errors";
import { PLAN_TEXTS, planInput } from "./service-plans/plan-terms";

const tIn = (lang: Language) => (key: AdminKey, vars?: Record<string, string | number>) => translate(lang, key, vars);

const plan = {
  title: "Consulta",
  description: "Una hora.",
  price: 60,
  order: 1,
  payment_link: null,
  duration_minutes: null,
  intro_call: false,
  vat_rate: 0,
  bundle_sessions: null,
  bundle_price: null,
  validity_months: null,
  covered_plan_ids: [],
  features_attributes: [],
};

const check = (value: unknown, lang: Language) => fieldErrors(updateServicePlanBody, value, { texts: PLAN_TEXTS, t: tIn(lang), place: planInput });

describe("zod issues as field errors in the admin's language", () => {
  it("a plan the API accepts has no errors", () => {
    expect(check(plan, "es")).toEqual({});
  });

  it("each refused field gets its form's text, by its input, in her language", () => {
    const errors = check({ ...plan, price: Number.NaN, title: " ", payment_link: "www.example.com" }, "es");
    expect(errors).toEqual({
      "plan-price": "Escribe el precio en euros, sin céntimos, como 60 (0 si es gratis).",
      "plan-title": "Escribe el título del plan.",
      "plan-payment-link": "Escribe un enlace completo que empiece por https://, o déjalo vacío.",
    });
    expect(check({ ...plan, price: -5 }, "gr")).toEqual({ "plan-price": "Γράψτε την τιμή σε ολόκληρα ευρώ, π.χ. 60 (0 αν είναι δωρεάν)." });
  });

  it("a text per rule of a field: the schema's refinement reads differently from a number out of range", () => {
    expect(check({ ...plan, bundle_sessions: 5, bundle_price: null, validity_months: 6 }, "en")).toEqual({
      "plan-bundle-sessions": "A bundle also needs its price and how many months it lasts.",
    });
    expect(check({ ...plan, bundle_sessions: 99, bundle_price: 300, validity_months: 6 }, "en")).toEqual({
      "plan-bundle-sessions": "Enter from 2 to 50 sessions, or leave it empty if the plan is not sold as a bundle.",
    });
  });

  it("a field with no text of its own gets the general text of the rule, with the schema's limit", () => {
    const errors = check({ ...plan, title: "x".repeat(201) }, "en");
    expect(errors).toEqual({ "plan-title": "Shorten it to 200 characters or fewer." });
    expect(check({ ...plan, title: "a\tb" }, "es")["plan-title"]).toBe(
      "Quita de este campo los saltos de línea, las tabulaciones o los caracteres invisibles.",
    );
  });

  it("an issue the form does not place is left to the server, and the first issue of a field wins", () => {
    const blog = { title: "", slug: "", language: "en", content: "{not json", published_date: "2024-02-30" };
    const place = (path: PropertyKey[]) => (path[0] === "title" ? "blog-title" : path[0] === "published_date" ? "blog-published" : null);
    const errors = fieldErrors(blogFields, blog, { place, t: tIn("en") });
    expect(errors).toEqual({ "blog-title": "Fill in this field.", "blog-published": "Check this value." });
  });

  it("a text by the field's names without positions comes before one by its last name", () => {
    const plan = {
      name: "",
      note: "",
      days: [
        { name: "Lunes", meals: [{ name: "Comida", items: [] }] },
        { name: " ", meals: [{ name: "Cena", items: [] }] },
      ],
    };
    const place = (path: PropertyKey[]) => (path.length === 1 ? `plan-${String(path[0])}` : path[0] === "days" ? `day-${String(path[1])}` : null);
    const texts = { name: { required: "admin.form.mealPlan.name" }, "days.name": { required: "admin.form.mealPlan.dayName" } } as const;
    expect(fieldErrors(planBody, plan, { texts, place, t: tIn("es") })).toEqual({
      "plan-name": "Pon nombre al plan, como Semana 1.",
      "day-1": "Pon nombre al día, como Lunes.",
    });
  });
});
