import { expect, test } from "@playwright/test";
import { acceptDialogs, expectNoAxeViolations, login } from "./admin-helpers";

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
  const run = Date.now() % 100000;
  const names = { en: `E2E Family Plan ${run}`, es: `Plan Familiar E2E ${run}`, gr: `Οικογενειακό E2E ${run}` };
  for (const [lang, legend] of [["en", "English (en)"], ["es", "Spanish (es)"], ["gr", "Greek (gr)"]] as const) {
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
  await expect(card.getByText("Weekly check-in en")).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveCount(2);

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
