import { expect, test } from "@playwright/test";
import { API, acceptDialogs, adminToken, expectNoAxeViolations, login } from "./admin-helpers";

test("a service plan set is created, listed per language, edited and deleted through the screens", async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await login(page);
  await page.getByRole("link", { name: "Service Plans" }).click();
  await expect(page.getByRole("heading", { name: "Service Plans", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Create Service Plan" }).click();
  await expectNoAxeViolations(page);
  await page.getByLabel("Price (€)").fill("85");
  await page.getByLabel("Order", { exact: true }).fill("9");
  await page.getByLabel("Duration (minutes)").fill("50");
  const run = Date.now() % 100000;
  const names = { en: `E2E Family Plan ${run}`, es: `Plan Familiar E2E ${run}`, gr: `Οικογενειακό E2E ${run}` };
  for (const [lang, legend] of [
    ["en", "English (en)"],
    ["es", "Spanish (es)"],
    ["gr", "Greek (gr)"],
  ] as const) {
    const section = page.getByRole("group", { name: legend });
    await section.getByLabel("Title", { exact: true }).fill(names[lang]);
    await section.getByLabel("Description").fill(`Description ${lang}`);
    await section.getByLabel("Feature 1", { exact: true }).fill(`Weekly check-in ${lang}`);
    await section.getByRole("button", { name: "Add Feature" }).click();
    await section.getByLabel("Feature 2", { exact: true }).fill(`Shopping list ${lang}`);
    // A blank feature is dropped.
    await section.getByRole("button", { name: "Add Feature" }).click();
  }
  await page.getByRole("button", { name: "Create Service Plans" }).click();
  await expect(page.getByText("All service plans created successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/admin-view-service-plans$/);

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: names.en }) });
  await expect(card.getByText("€85")).toBeVisible();
  await expect(card.getByText("50 min", { exact: true })).toBeVisible();
  await expect(card.getByText("Weekly check-in en")).toBeVisible();
  // Two features (the blank one dropped); the card's other list holds its translations.
  await expect(card.getByRole("list").first().getByRole("listitem")).toHaveCount(2);

  await page.getByLabel("Language", { exact: true }).selectOption("es");
  await expect(page.getByRole("heading", { name: names.es })).toBeVisible();
  await page.getByLabel("Language", { exact: true }).selectOption("gr");
  await expect(page.getByRole("heading", { name: names.gr })).toBeVisible();
  await page.getByLabel("Language", { exact: true }).selectOption("en");

  await card.getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Edit Service Plan" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(names.en);
  await expectNoAxeViolations(page);
  await page.getByLabel("Title", { exact: true }).fill(`E2E Family Plan Plus ${run}`);
  await page.getByLabel("Price (€)").fill("95");
  // Removing a saved feature deletes it on the server straight away.
  await page.getByRole("button", { name: "Remove feature 1" }).click();
  await expect(page.getByLabel("Feature 1", { exact: true })).toHaveValue("Shopping list en");
  await page.getByRole("button", { name: "Add Feature" }).click();
  await page.getByLabel("Feature 2", { exact: true }).fill("Recipe pack");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin-view-service-plans$/);

  const edited = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `E2E Family Plan Plus ${run}` }) });
  await expect(edited.getByText("€95")).toBeVisible();
  await expect(edited.getByText("Recipe pack")).toBeVisible();
  await expect(edited.getByText("Weekly check-in en")).toHaveCount(0);

  await edited.getByRole("button", { name: /Delete/ }).click();
  expect(dialogs).toContain("Are you sure you want to delete this service plan?");
  await expect(page.getByRole("heading", { name: `E2E Family Plan Plus ${run}` })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Service Plans", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: `E2E Family Plan Plus ${run}` })).toHaveCount(0);

  // The Spanish and Greek versions are separate plans, deleted one by one.
  for (const lang of ["es", "gr"] as const) {
    await page.getByLabel("Language", { exact: true }).selectOption(lang);
    await page.getByRole("button", { name: `Delete: ${names[lang]}` }).click();
    await expect(page.getByRole("heading", { name: names[lang] })).toHaveCount(0);
  }
});

test("a plan's duration is edited and kept, and marking it the intro call makes it free and 15 minutes", async ({ page, request }, info) => {
  await login(page);
  const auth = { authorization: `Bearer ${await adminToken(page)}` };
  const run = Date.now() % 100000;
  const plan = (language: string) => ({
    title: `Check-in ${language} ${run}`,
    description: "A short follow-up.",
    price: 40,
    order: 8,
    language,
    features_attributes: [],
  });
  const created = await request.post(`${API}/api/v1/service_plans`, { headers: auth, data: { service_plans: [plan("en"), plan("es"), plan("gr")] } });
  expect(created.status()).toBe(201);
  const [en, es] = (await created.json()).service_plans as { id: number }[];
  const stored = async (id: number) => (await request.get(`${API}/api/v1/service_plans/${id}`)).json();

  // A new plan has no own duration: it takes one standard session.
  await page.goto("/admin-view-service-plans");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Check-in en ${run}` }) });
  await expect(card.getByText("Standard session length")).toBeVisible();

  await page.goto(`/admin-edit-service-plans/${en!.id}`);
  const duration = page.getByLabel("Duration (minutes)");
  await expect(duration).toHaveValue("");
  await expect(page.getByText(/Leave it empty for the standard session length set under Availability \(now \d+ minutes\)\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await duration.fill("45");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin-view-service-plans$/);
  await expect(card.getByText("45 min", { exact: true })).toBeVisible();

  await page.goto(`/admin-edit-service-plans/${en!.id}`);
  await page.reload();
  await expect(page.getByLabel("Duration (minutes)")).toHaveValue("45");
  await expect(page.getByLabel("Price (€)")).toHaveValue("40");
  // The duration is the translation group's: the Spanish plan lasts as long.
  expect(await stored(es!.id)).toMatchObject({ duration_minutes: 45, price: 40, intro_call: false });

  // Ticking the intro call shows its fixed terms and locks them; unticking gives back what was typed.
  const intro = page.getByLabel("Intro call (free, 15 minutes)");
  await intro.check();
  await expect(page.getByLabel("Price (€)")).toHaveValue("0");
  await expect(page.getByLabel("Price (€)")).toBeDisabled();
  await expect(page.getByLabel("Duration (minutes)")).toHaveValue("15");
  await expect(page.getByLabel("Duration (minutes)")).toBeDisabled();
  await expectNoAxeViolations(page);
  await intro.uncheck();
  await expect(page.getByLabel("Price (€)")).toHaveValue("40");
  await expect(page.getByLabel("Duration (minutes)")).toHaveValue("45");
  await expect(page.getByLabel("Price (€)")).toBeEnabled();
  await intro.check();

  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/v1/service_plans/${en!.id}`) && r.request().method() === "PUT");
  await page.getByRole("button", { name: "Save" }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ id: en!.id, intro_call: true, price: 0, duration_minutes: 15 });
  await expect(page).toHaveURL(/\/admin-view-service-plans$/);
  await expect(card.getByText("€0")).toBeVisible();
  await expect(card.getByText("Free intro call · 15 min")).toBeVisible();
  expect(await stored(es!.id)).toMatchObject({ intro_call: true, price: 0, duration_minutes: 15 });

  // The same screens in Spanish.
  await page.goto(`/admin-edit-service-plans/${es!.id}?lang=es`);
  await expect(page.getByLabel("Llamada introductoria (gratuita, 15 minutos)")).toBeChecked();
  await expect(page.getByLabel("Duración (minutos)")).toHaveValue("15");
  await expect(page.getByText("La llamada introductoria es gratuita y dura 15 minutos: los clientes la reservan sin pagar.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/plan-terms-edit-es-${info.project.name}.png`, fullPage: true });
  await page.goto("/admin-view-service-plans?lang=es");
  await page.getByLabel("Idioma", { exact: true }).selectOption("es");
  const esCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Check-in es ${run}` }) });
  await expect(esCard.getByText("Llamada introductoria gratuita · 15 min")).toBeVisible();
  await expectNoAxeViolations(page);
  await esCard.screenshot({ path: `/tmp/plan-terms-card-es-${info.project.name}.png` });

  for (const p of (await created.json()).service_plans as { id: number }[]) {
    expect((await request.delete(`${API}/api/v1/service_plans/${p.id}`, { headers: auth })).status()).toBe(204);
  }
});
