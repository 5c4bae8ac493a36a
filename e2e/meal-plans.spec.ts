import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { freeSlots } from "./booking-helpers";
import { linkInMailDrop } from "./mail-drop";
import { expectNoAxeViolations, expectNoHorizontalScroll, hydrated, prepare } from "./public-helpers";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expectNoAxeViolations as expectNoAdminAxeViolations, login } from "./admin-helpers";

// The nutritionist builds a two-day plan on the client's page in Spanish, with totals moving as
// she types, and delivers it; the client reads it on her phone in Greek, with its shopping list.
const API = "/api";
const SHOTS = "/tmp/shots-plans";
test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });

async function adminHeaders(request: APIRequestContext) {
  const { token } = await (await request.post(`${API}/admin/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).json();
  return { authorization: `Bearer ${token}` };
}

/** A client who booked in Greek, found by her address on the admin's side. */
async function greekClient(request: APIRequestContext, headers: Record<string, string>) {
  const email = `e2e-plan-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const plans = (await (await request.get(`${API}/api/v1/service_plans?language=gr`)).json()) as { id: number }[];
  const [date, time] = (await freeSlots(request, 1))[0]!;
  const res = await request.post(`${API}/bookings`, {
    data: {
      service_plan_id: plans[0]!.id,
      date,
      time,
      name: "Ελένη Παπαδοπούλου",
      email,
      phone_number: `69${String(crypto.randomInt(0, 1e8)).padStart(8, "0")}`,
      language: "gr",
      privacy_consent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const [client] = await (await request.get(`${API}/api/admin/clients?q=${encodeURIComponent(email)}`, { headers })).json();
  return { email, id: client.id as number };
}

/** One of her recipes whose lentils are linked to the food table, so that it counts in the totals. */
async function lentilRecipe(request: APIRequestContext, headers: Record<string, string>) {
  const [lentils] = await (await request.get(`${API}/api/admin/foods?q=lentejas%20cocidas&language=es`, { headers })).json();
  const slug = `lentejas-e2e-${crypto.randomBytes(3).toString("hex")}`;
  const res = await request.post(`${API}/recipes`, {
    headers,
    data: {
      recipe: {
        title: "Lentejas estofadas",
        slug,
        description: "Lentejas con verduras.",
        category: "Legumbres",
        language: "es",
        ingredients_attributes: [
          { name: "Lentejas cocidas", quantity: "600", size: "g", food_id: lentils.id, grams: 600 },
          { name: "Aceite de oliva", quantity: "1", size: "cucharada" },
          { name: "Sal", quantity: "una", size: "pizca" },
        ],
        instructions_attributes: [{ step_number: 1, step_content: "Calentar las lentejas con las verduras." }],
        valuable_info_attributes: { duration: "30 min", difficulty: "Easy", portions: 4 },
        meta_info_attributes: { meta_title: "Lentejas", meta_description: "Lentejas", meta_keywords: "lentejas" },
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return slug;
}

const energyCell = (page: Page) => page.locator(".day-totals tr[data-nutrient=energy_kcal] td").first();

test("she builds a two-day plan in Spanish with totals moving as she types and delivers it; the client reads it in Greek on her phone", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await adminHeaders(request);
  const client = await greekClient(request, headers);
  await lentilRecipe(request, headers);

  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  await page.locator(".admin-lang select").selectOption("es");
  await page.goto(`/admin-clients/${client.id}`);
  const plans = page.getByRole("region", { name: "Planes de comidas" });
  await expect(plans.getByText("Aún no hay planes de comidas.")).toBeVisible();
  await plans.getByRole("button", { name: "Nuevo plan" }).click();
  await expect(page.getByRole("heading", { name: "Plan de comidas de Ελένη Παπαδοπούλου" })).toBeVisible();

  await page.getByLabel("Nombre del plan").fill("Plan de otoño");
  await page.getByLabel("Energía (kcal al día)").fill("1800");
  await page.getByLabel("Proteínas (% de la energía)").fill("20");
  await page.getByLabel("Grasas (% de la energía)").fill("30");
  await page.getByLabel("Hidratos de carbono (% de la energía)").fill("50");
  await page.getByLabel("Fibra (g al día)").fill("25");
  await expect(page.locator(".day-totals tr[data-nutrient=energy_kcal] td").nth(1)).toHaveText("1800 kcal");
  await expect(energyCell(page)).toHaveText("0 kcal");
  // Protein in grams per kilogram of her weight becomes its share of the energy.
  await page.locator("summary", { hasText: "Proteínas en gramos por kilo" }).click();
  await page.getByLabel("Peso (kg)").fill("60");
  await page.getByLabel("Proteínas (g por kg)").fill("1,8");
  await expect(page.getByText("108 g de proteínas al día: el 24 % de la energía.")).toBeVisible();
  await page.getByRole("button", { name: /Fijar el porcentaje de proteínas/ }).click();
  await expect(page.getByLabel("Proteínas (% de la energía)")).toHaveValue("24");
  await expect(page.getByLabel("Hidratos de carbono (% de la energía)")).toHaveValue("46");
  await expect(page.locator(".day-totals tr[data-nutrient=protein_g] td").nth(1)).toHaveText("108 g");

  // Breakfast: a food found by its Spanish name without accents, in grams.
  const breakfast = page.getByRole("group", { name: "Desayuno" });
  await breakfast.getByLabel("Añadir un alimento").fill("yogur griego entera");
  await breakfast.getByRole("button", { name: /Yogur griego natural de leche entera/ }).click();
  const yogurt = breakfast.getByLabel("Cantidad de Yogur griego natural de leche entera");
  await expect(yogurt).toHaveValue("100");
  await expect(energyCell(page)).not.toHaveText("0 kcal");
  const at100 = await energyCell(page).textContent();
  await yogurt.fill("200");
  await expect(energyCell(page)).not.toHaveText(at100!);
  await expect(breakfast.locator(".meal-totals")).toContainText("Energía");
  // A micronutrient she chooses to follow is added to the day's figures.
  await page.locator("summary", { hasText: "Micronutrientes a seguir" }).click();
  await page.getByRole("checkbox", { name: "Calcio" }).check();
  const calcium = page.getByRole("table", { name: "Micronutrientes del día" }).locator("tr[data-nutrient=calcium_mg] td");
  await expect(calcium).toHaveText(/^\d+(,\d)? mg$/);
  await expect(calcium).not.toHaveText("0 mg");

  // Lunch: her recipe by portions, and an alternative ("or") that does not add to the totals.
  const lunch = page.getByRole("group", { name: "Comida" });
  const beforeRecipe = await energyCell(page).textContent();
  await lunch.getByLabel("Añadir una receta").selectOption({ label: "Lentejas estofadas" });
  await expect(lunch.getByLabel("Cantidad de Lentejas estofadas")).toHaveValue("1");
  await expect(energyCell(page)).not.toHaveText(beforeRecipe!);
  const withRecipe = await energyCell(page).textContent();
  await lunch.getByRole("button", { name: "Añadir una alternativa («o bien»)" }).click();
  const alternative = lunch.locator(".meal-alternative");
  await alternative.getByLabel("Añadir un alimento").fill("garbanzos cocidos");
  await alternative.getByRole("button", { name: /Garbanzos cocidos/ }).click();
  await expect(alternative.getByLabel("Cantidad de Garbanzos cocidos")).toHaveValue("100");
  await expect(energyCell(page)).toHaveText(withRecipe!);
  await shot(page, "editor-day1-es");
  await lunch.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/editor-lunch-es-1280.png` });
  await expectNoAdminAxeViolations(page);

  // A second day, copied from the first, then saved.
  await page.getByRole("button", { name: "Copiar este día" }).click();
  await expect(page.getByRole("button", { name: "Día 2", pressed: true })).toBeVisible();
  await expect(page.getByRole("group", { name: "Desayuno" }).getByLabel("Cantidad de Yogur griego natural de leche entera")).toHaveValue("200");
  await page.getByRole("button", { name: "Guardar plan" }).click();
  await expect(page.getByText("Plan guardado.")).toBeVisible();
  await expect(page).toHaveURL(/\/meal-plans\/\d+$/);
  await expect(page.getByRole("group", { name: "Desayuno" }).getByLabel("Cantidad de Yogur griego natural de leche entera")).toHaveValue("200");
  await expect(page.getByText(/Standard Reference, Release 28/)).toBeVisible();

  await page.getByRole("button", { name: "Entregar a la clienta" }).click();
  await expect(page.getByText("Plan entregado: le ha llegado un correo con el enlace.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Planes de comidas" }).getByText(/Entregado el/)).toBeVisible();
  await expectNoAdminAxeViolations(page);
  // On a phone the editor stacks the day's totals under the meals.
  await page.getByRole("region", { name: "Planes de comidas" }).getByRole("link", { name: "Plan de otoño" }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("group", { name: "Desayuno" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/editor-es-390.png` });
  await expectNoAdminAxeViolations(page);

  // The client: the mail in Greek leads to the plan; she signs in on her page and opens it.
  const planLink = await linkInMailDrop(client.email, /\/my-bookings\/plans\/\d+\?lang=gr/);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await prepare(phone, { theme: "light" });
  const her = await phone.newPage();
  await her.goto(planLink);
  await hydrated(her);
  await expect(her.getByText("Συνδεθείτε στη σελίδα σας για να διαβάσετε αυτό το πλάνο.")).toBeVisible();
  await her.getByRole("link", { name: "Μετάβαση στη σελίδα μου" }).click();
  await hydrated(her);
  await her.locator("main").getByLabel("Email").fill(client.email);
  await her.getByRole("button", { name: "Στείλτε μου σύνδεσμο" }).click();
  await expect(her.getByRole("status").filter({ hasText: "Αν αυτή η διεύθυνση" })).toBeVisible();
  await her.goto(await linkInMailDrop(client.email, /\/my-bookings\?lang=gr&token=[A-Za-z0-9_-]+/));
  const mine = her.getByRole("region", { name: "Τα διατροφικά μου πλάνα" });
  await mine.getByRole("link", { name: "Plan de otoño" }).click();
  await expect(her.getByRole("heading", { level: 1, name: "Plan de otoño" })).toBeVisible();
  await expect(her.getByRole("heading", { name: "Πρωινό" }).first()).toBeVisible();
  await expect(her.getByText("Στραγγιστό γιαούρτι πλήρες").first()).toBeVisible();
  await expect(her.getByRole("link", { name: "Lentejas estofadas" }).first()).toHaveAttribute("href", /\/fullrecipe\/lentejas-e2e-/);
  await expect(her.getByText("Ρεβίθια, βρασμένα").first()).toBeVisible();
  await expect(her.getByRole("heading", { name: "Σύνολο ημέρας" }).first()).toBeVisible();
  await expect(her.getByText(/^1\.?800 kcal την ημέρα$/)).toBeVisible();
  const shopping = her.getByRole("region", { name: "Λίστα για ψώνια" });
  await expect(shopping.getByRole("heading", { name: "Όσπρια" })).toBeVisible();
  await expect(shopping.getByText("Στραγγιστό γιαούρτι πλήρες")).toBeVisible();
  await expect(her.getByRole("link", { name: "Λήψη του PDF" })).toHaveAttribute("href", /\/api\/v1\/me\/meal-plans\/\d+\/pdf\?language=gr/);
  await shot(her, "client-plan-gr");
  await her.screenshot({ path: `${SHOTS}/client-plan-top-gr-390.png` });
  await her.locator("#day-1").scrollIntoViewIfNeeded();
  await her.screenshot({ path: `${SHOTS}/client-plan-day1-gr-390.png` });
  await shopping.scrollIntoViewIfNeeded();
  await her.screenshot({ path: `${SHOTS}/client-plan-shopping-gr-390.png` });
  await expectNoAxeViolations(her, "her plan (gr)");
  await expectNoHorizontalScroll(her, "her plan (gr)");

  // Printing the list: the print style keeps the list and sets the days aside.
  await her.evaluate(() => {
    window.print = () => {
      document.documentElement.dataset.printed = document.documentElement.className;
    };
  });
  await shopping.getByRole("button", { name: "Εκτύπωση της λίστας για ψώνια" }).click();
  await expect(her.locator("html")).toHaveAttribute("data-printed", /print-shopping/);
  await her.evaluate(() => document.documentElement.classList.add("print-shopping"));
  await her.emulateMedia({ media: "print" });
  await expect(shopping).toBeVisible();
  await expect(her.locator(".plan-day").first()).toBeHidden();
  await expect(her.locator(".site-header")).toBeHidden();
  await phone.close();
});

test("the recipe page scales its quantities with the portions and prints ingredients and steps alone", async ({ page, request, context }) => {
  await prepare(context, { theme: "light" });
  const slug = await lentilRecipe(request, await adminHeaders(request));
  await page.goto(`/fullrecipe/${slug}?lang=es`);
  await hydrated(page);
  const ingredients = page.getByRole("region", { name: "Ingredientes" });
  const portions = ingredients.locator("[data-recipe-scaler] output");
  await expect(portions).toHaveText("4");
  await expect(ingredients.getByText("600 g")).toBeVisible();
  await ingredients.getByRole("button", { name: "Una ración más" }).click();
  await ingredients.getByRole("button", { name: "Una ración más" }).click();
  await expect(portions).toHaveText("6");
  await expect(ingredients.getByText("900 g")).toBeVisible();
  await expect(ingredients.getByText("1 ½ cucharada")).toBeVisible();
  await expect(ingredients.getByText("una pizca")).toBeVisible();
  for (let i = 0; i < 4; i++) await ingredients.getByRole("button", { name: "Una ración menos" }).click();
  await expect(portions).toHaveText("2");
  await expect(ingredients.getByText("300 g")).toBeVisible();
  await expect(ingredients.getByText("½ cucharada")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/recipe-scaler-es-${page.viewportSize()!.width}.png` });
  await expectNoAxeViolations(page, "recipe with its scaler (es)");

  await expect(page.getByRole("button", { name: "Imprimir la receta" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Preparación" })).toBeVisible();
  await expect(ingredients.getByText("300 g")).toBeVisible();
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.locator(".site-footer")).toBeHidden();
  await expect(page.locator(".recipe__media")).toBeHidden();
  await expect(page.locator(".recipe__tools")).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/recipe-print-es.png`, fullPage: true });
});

test("in the recipe form an ingredient is linked to a food by its own name, its quantity turned into grams, and the computed facts adopted", async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const slug = await lentilRecipe(request, headers);
  await login(page);
  await page.goto(`/admin-recipes/edit/${slug}`);
  await expect(page.getByRole("heading", { name: "Edit Recipe" })).toBeVisible();
  // Linked through the API: its food's name shows, with its grams.
  await expect(page.getByText("Food: Lentejas cocidas")).toBeVisible();
  await expect(page.getByLabel("Grams of Lentejas cocidas")).toHaveValue("600");

  await page.getByRole("button", { name: "Link to a food: Aceite de oliva" }).click();
  // The search starts from the ingredient's name, in the recipe's language.
  await expect(page.getByLabel("Food for “Aceite de oliva”")).toHaveValue("Aceite de oliva");
  await page
    .getByRole("button", { name: /^Aceite de oliva/ })
    .first()
    .click();
  await expect(page.getByText("Food: Aceite de oliva")).toBeVisible();
  await expect(page.getByLabel("Grams of Aceite de oliva")).toHaveValue("13.5");

  const computed = page.locator(".computed-facts");
  await expect(computed.getByRole("table", { name: "Computed from 2 of 3 ingredients, per portion" })).toBeVisible();
  await expect(computed.locator("tr[data-nutrient=energy] td").first()).toHaveText("—");
  await computed.getByRole("button", { name: "Use the computed values" }).click();
  await expect(computed.locator("tr[data-nutrient=energy] td").first()).not.toHaveText("—");
  await expect(page.getByRole("textbox", { name: "Nutrient 1" })).toHaveValue("Energía");
  await expectNoAdminAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/recipe-form-computed-1280.png`, fullPage: true });
  await page.getByRole("button", { name: "Update Recipe" }).click();
  await expect(page.getByText("Recipe updated successfully!")).toBeVisible();

  const saved = await (await request.get(`${API}/recipes/slug/${slug}`)).json();
  expect(saved.computed_nutrition).toMatchObject({ linked_ingredients: 2, total_ingredients: 3 });
  const energy = saved.nutritional_facts.find((f: { name: string }) => f.name === "Energía");
  expect(Number(energy.quantity)).toBe(saved.computed_nutrition.per_portion.energy_kcal);
});

test("she adds a food of her own with values per 100 g and a household measure, finds it in Greek, and gives a table food a measure", async ({ page }) => {
  await login(page);
  await page.locator(".admin-lang select").selectOption("es");
  await page.goto("/admin-foods");
  await expect(page.getByRole("heading", { level: 1, name: "Tabla de alimentos" })).toBeVisible();
  await expect(page.getByText(/Standard Reference, Release 28/)).toBeVisible();
  await expectNoAdminAxeViolations(page);

  const name = `Pan de la abuela ${crypto.randomBytes(2).toString("hex")}`;
  await page.getByRole("button", { name: "Añadir un alimento" }).click();
  await page.getByLabel("Nombre en español").fill(name);
  await page.getByLabel("Nombre en griego").fill("Ψωμί της γιαγιάς");
  await page.getByLabel("Energía (kcal)").fill("250");
  await page.getByLabel("Proteínas (g)").fill("9");
  await page.getByLabel("Grasas (g)").fill("3,5");
  await page.getByLabel("Hidratos de carbono (g)").fill("45");
  await page.getByLabel("Fibra (g)").fill("6");
  await page.getByRole("button", { name: "Añadir una medida" }).click();
  await page.getByLabel("Medida 1: nombre").fill("rebanada");
  await page.getByLabel("Medida 1: gramos").fill("40");
  await expectNoAdminAxeViolations(page);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Alimento guardado.")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("rebanada (40 g)");
  await expect(row).toContainText("250 kcal");

  // Found by its Greek name without accents.
  await page.getByLabel("Buscar alimentos").fill("ψωμι γιαγιας");
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();

  // A table food keeps its values; she gives it a measure of her own.
  await page.getByLabel("Buscar alimentos").fill("aceite de oliva");
  await page.getByRole("button", { name: "Editar: Aceite de oliva" }).first().click();
  await expect(page.getByText("Un alimento de la tabla conserva sus nombres y valores; puedes fijar sus medidas caseras.")).toBeVisible();
  await page.getByRole("button", { name: "Añadir una medida" }).click();
  await page.getByLabel("Medida 1: nombre").fill("chorrito");
  await page.getByLabel("Medida 1: gramos").fill("5");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Alimento guardado.")).toBeVisible();
  await page.getByLabel("Buscar alimentos").fill("aceite de oliva");
  await expect(page.getByRole("row").filter({ hasText: "chorrito (5 g)" }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/foods-es-1280.png` });
});
