import { expect, test } from "@playwright/test";
import { acceptDialogs, expectNoAxeViolations, login, pngFile } from "./admin-helpers";

test("a recipe is created with ingredients, steps and nutrition, viewed, edited and deleted", async ({ page }) => {
  const dialogs = acceptDialogs(page);
  await login(page);
  await page.getByRole("link", { name: "Recipes" }).click();
  await expect(page.getByRole("heading", { name: "Manage Recipes" })).toBeVisible();
  await expect(page.getByRole("listitem").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Create a Recipe" }).click();
  await expect(page.getByRole("heading", { name: "Create Recipe" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Create Recipe" });
  await expect(submit).toBeDisabled();
  await expect(page.getByText("No steps added yet.")).toBeVisible();
  await expect(page.getByLabel("Difficulty")).toHaveValue("Easy");
  await expectNoAxeViolations(page);

  await page.getByLabel("Title", { exact: true }).fill("E2E Overnight Oats");
  await expect(page.getByLabel("Slug")).toHaveValue("e2e-overnight-oats");
  await page.getByLabel("Description", { exact: true }).fill("Creamy oats prepared the night before.");
  await page.getByLabel("Category").fill("Breakfast");

  // The ingredient adder checks for empty fields and duplicates.
  await page.getByRole("button", { name: "Add Ingredient" }).click();
  await expect(page.getByText("Please fill in all fields")).toBeVisible();
  await page.getByLabel("Ingredient name").fill("Oats");
  await page.getByLabel("Quantity", { exact: true }).fill("50");
  await page.getByLabel("Unit", { exact: true }).fill("g");
  await page.getByRole("button", { name: "Add Ingredient" }).click();
  await page.getByLabel("Ingredient name").fill("oats");
  await page.getByLabel("Quantity", { exact: true }).fill("10");
  await page.getByLabel("Unit", { exact: true }).fill("g");
  await page.getByRole("button", { name: "Add Ingredient" }).click();
  await expect(page.getByText("This ingredient is already added.")).toBeVisible();
  await page.getByLabel("Ingredient name").fill("Milk");
  await page.getByLabel("Quantity", { exact: true }).fill("200");
  await page.getByLabel("Unit", { exact: true }).fill("ml");
  await page.getByRole("button", { name: "Add Ingredient" }).click();
  await expect(page.getByText("Oats: 50 g")).toBeVisible();
  await expect(page.getByText("Milk: 200 ml")).toBeVisible();

  // The step editor numbers steps and renumbers them after a removal.
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Please enter a step description.")).toBeVisible();
  for (const step of ["Mix oats and milk.", "A step to remove.", "Rest overnight in the fridge."]) {
    await page.getByLabel("Describe the step").fill(`  ${step}  `);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  await page.getByRole("button", { name: "Remove: Step 2" }).click();
  const steps = page.getByRole("list", { name: "Instructions" }).getByRole("listitem");
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(1)).toContainText("Step 2: Rest overnight in the fridge.");

  await page.getByLabel("Duration").fill("10 minutes");
  await page.getByLabel("Difficulty").selectOption("Medium");
  await page.getByLabel("Servings / portions").fill("-1");
  await expect(page.getByLabel("Servings / portions")).toHaveValue("");
  await page.getByLabel("Servings / portions").fill("2");

  await page.getByRole("button", { name: "Add Nutritional Fact" }).click();
  await page.getByLabel("Nutrient 1", { exact: true }).fill("Protein");
  await page.getByLabel("Quantity 1", { exact: true }).fill("12");
  await page.getByLabel("Unit 1", { exact: true }).fill("g");
  await page.getByRole("button", { name: "Add Nutritional Fact" }).click();
  await page.getByLabel("Nutrient 2", { exact: true }).fill("Fiber");
  await page.getByLabel("Quantity 2", { exact: true }).fill("5");
  await page.getByLabel("Unit 2", { exact: true }).fill("g");

  await page.getByLabel("Meta title", { exact: true }).fill("Overnight oats");
  await page.getByLabel("Meta description").fill("An easy make-ahead breakfast.");
  await page.getByLabel("Meta keywords").fill("oats, breakfast");
  await expect(submit).toBeDisabled(); // the image is still missing
  // Next to the button, the form says what is still missing: only the image by now.
  await expect(page.locator("#recipe-submit-hint")).toHaveText("Still needed: image.");
  await page.getByLabel("Image").setInputFiles(pngFile("oats.png"));
  await expect(page.getByAltText("Preview of the image")).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Recipe created successfully!")).toBeVisible();
  // After a create the form is empty again, with Easy and English.
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Difficulty")).toHaveValue("Easy");
  await expect(page.getByLabel("Language", { exact: true })).toHaveValue("en");
  await expect(page.getByText("No steps added yet.")).toBeVisible();
  // Beside the success message: the recipe just made, and the list.
  const created = page.getByRole("status").filter({ hasText: "Recipe created successfully!" });
  await expect(created.getByRole("link", { name: "All recipes" })).toHaveAttribute("href", "/admin-recipes");
  await created.getByRole("link", { name: "See “E2E Overnight Oats”" }).click();
  await expect(page.getByRole("heading", { name: "E2E Overnight Oats" })).toBeVisible();

  await page.getByRole("link", { name: "Manage Recipes" }).first().click();
  await page.getByRole("link", { name: "View: E2E Overnight Oats" }).click();
  await expect(page.getByRole("heading", { name: "E2E Overnight Oats" })).toBeVisible();
  await expect(page.getByText("Oats: 50 g")).toBeVisible();
  await expect(page.getByText("Rest overnight in the fridge.")).toBeVisible();
  await expect(page.getByText("Protein: 12 g")).toBeVisible();
  await expect(page.getByText("Medium")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Edit Recipe" }).click();
  await expect(page.getByRole("heading", { name: "Edit Recipe" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("E2E Overnight Oats");
  await expectNoAxeViolations(page);
  await page.getByLabel("Title", { exact: true }).fill("E2E Overnight Oats with Berries");
  await page.getByRole("button", { name: "Remove: Milk" }).click();
  await page.getByLabel("Ingredient name").fill("Berries");
  await page.getByLabel("Quantity", { exact: true }).fill("80");
  await page.getByLabel("Unit", { exact: true }).fill("g");
  await page.getByRole("button", { name: "Add Ingredient" }).click();
  await page.getByRole("button", { name: "Update Recipe" }).click();
  await expect(page).toHaveURL(/\/admin-recipes$/);
  await expect(page.getByText("Recipe updated successfully!")).toBeVisible();

  await page.getByRole("link", { name: "View: E2E Overnight Oats with Berries" }).click();
  await expect(page.getByText("Berries: 80 g")).toBeVisible();
  await expect(page.getByText("Milk: 200 ml")).toHaveCount(0);

  // The public page shows what was entered, with the daily values of the nutrition facts.
  await page.goto("/fullrecipe/e2e-overnight-oats");
  await expect(page.getByRole("heading", { level: 1, name: "E2E Overnight Oats with Berries" })).toBeVisible();
  const ingredients = page.locator("section").filter({ has: page.getByRole("heading", { name: "Ingredients" }) });
  await expect(ingredients.getByText("Oats", { exact: false }).first()).toBeVisible();
  await expect(ingredients.getByText("Berries", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("Rest overnight in the fridge.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Protein/ })).toContainText("12 g");
  await expect(page.getByRole("row", { name: /Protein/ })).toContainText("16.0%");
  await expect(page.getByRole("row", { name: /Fiber/ })).toContainText("17.9%");
  await page.goto("/admin-recipes");

  // A failed delete puts the card back where it was.
  await page.route("**/recipes/slug/e2e-overnight-oats", (route) =>
    route.request().method() === "DELETE" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
  );
  const card = page.getByRole("heading", { name: "E2E Overnight Oats with Berries" });
  await page.getByRole("button", { name: "Delete: E2E Overnight Oats with Berries" }).click();
  expect(dialogs).toContain("Are you sure you want to delete this recipe?");
  await expect(page.getByText("Failed to delete the recipe. Restoring...")).toBeVisible();
  await expect(card).toBeVisible();
  await page.unroute("**/recipes/slug/e2e-overnight-oats");

  await page.getByRole("button", { name: "Delete: E2E Overnight Oats with Berries" }).click();
  await expect(page.getByText("Recipe deleted successfully.")).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Manage Recipes" })).toBeVisible();
  await expect(page.getByRole("listitem").first()).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("a missing recipe shows its fallback", async ({ page }) => {
  await login(page);
  await page.goto("/admin-recipes/view/no-such-recipe");
  await expect(page.getByText("Recipe not found.")).toBeVisible();
});
