import { expect, test, type Page } from "@playwright/test";
import { API, acceptDialogs, adminToken, expectNoAxeViolations, login, pngFile } from "./admin-helpers";

// The admin's translation screens: what is missing, "Add translation" beside the original,
// and a plan's shared price.

const width = (page: Page) => page.viewportSize()?.width ?? 1280;

test.describe("admin translations", () => {
  test.beforeEach(async ({ page }) => login(page));

  test("a blog without translations says so, and Add translation opens a prefilled copy beside it", async ({ page, request }) => {
    const auth = { authorization: `Bearer ${await adminToken(page)}` };
    const stamp = Date.now();
    const created = await request.post(`${API}/api/v1/blogs`, {
      headers: auth,
      data: {
        blog: {
          title: `Seasonal greens ${stamp}`,
          category: "Habits",
          language: "en",
          published_date: "2025-06-01",
          content: { blocks: [{ type: "paragraph", data: { text: "Eat greens." } }] },
        },
      },
    });
    expect(created.status()).toBe(201);
    const original = await created.json();

    await page.goto(`/admin-view-blog/${original.slug}?lang=es`);
    await expect(page.getByText("Falta en Español (es)")).toBeVisible();
    await expect(page.getByText("Falta en Griego (gr)")).toBeVisible();
    await page.getByRole("link", { name: `Añadir traducción: Español (es): ${original.title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Añadir traducción" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Original" })).toContainText(original.title);
    await expect(page.locator("#blog-category")).toHaveValue("Habits");
    await expect(page.locator("#blog-language")).toHaveValue("es");
    await page.screenshot({ path: `/tmp/shot-admin-blog-translate-es-${width(page)}.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await page.locator("#blog-title").fill(`Verduras de temporada ${stamp}`);
    await page.getByRole("button", { name: "Crear blog" }).click();
    await expect(page).toHaveURL(/\/admin-blog-list/);

    const after = await (await request.get(`${API}/api/v1/blogs/${original.slug}`, { headers: auth })).json();
    const es = after.translations.find((x: { language: string }) => x.language === "es");
    expect(es.slug).toBe(`verduras-de-temporada-${stamp}`);
    const translation = await (await request.get(`${API}/api/v1/blogs/${es.slug}`, { headers: auth })).json();
    expect(translation).toMatchObject({ category: "Habits", language: "es", published_date: null });
    // Later journeys read the demo blogs: leave the list as it was.
    for (const slug of [es.slug, original.slug]) expect((await request.delete(`${API}/api/v1/blogs/${slug}`, { headers: auth })).status()).toBe(204);
  });

  test("a recipe translation keeps quantities, units, info and nutrition, and asks for the ingredient names", async ({ page, request }) => {
    const auth = { authorization: `Bearer ${await adminToken(page)}` };
    const stamp = Date.now();
    // Through the contract's multipart form, with a picture, as the admin's create screen sends it.
    const created = await request.post(`${API}/recipes`, {
      headers: auth,
      multipart: {
        "recipe[title]": `Lentil soup ${stamp}`,
        "recipe[description]": "Warm.",
        "recipe[category]": "Soups",
        "recipe[language]": "en",
        "recipe[ingredients_attributes][0][name]": "Lentils",
        "recipe[ingredients_attributes][0][quantity]": "250",
        "recipe[ingredients_attributes][0][size]": "g",
        "recipe[ingredients_attributes][1][name]": "Carrot",
        "recipe[ingredients_attributes][1][quantity]": "2",
        "recipe[ingredients_attributes][1][size]": "pcs",
        "recipe[instructions_attributes][0][step_number]": "1",
        "recipe[instructions_attributes][0][step_content]": "Simmer everything.",
        "recipe[nutritional_facts_attributes][0][name]": "Protein",
        "recipe[nutritional_facts_attributes][0][quantity]": "18.5",
        "recipe[nutritional_facts_attributes][0][size]": "g",
        "recipe[valuable_info_attributes][duration]": "40 min",
        "recipe[valuable_info_attributes][difficulty]": "Medium",
        "recipe[valuable_info_attributes][portions]": "4",
        "recipe[meta_info_attributes][meta_title]": "Lentil soup",
        "recipe[meta_info_attributes][meta_description]": "Soup",
        "recipe[meta_info_attributes][meta_keywords]": "soup",
        "recipe[image]": pngFile(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const original = await created.json();

    await page.goto(`/admin-recipes?lang=gr`);
    await page.getByLabel("Γλώσσα", { exact: true }).selectOption("en");
    await page.getByRole("link", { name: `Προσθήκη μετάφρασης: Ελληνικά (gr): ${original.title}` }).click();
    await expect(page.getByRole("complementary", { name: "Πρωτότυπο" })).toContainText("Simmer everything.");
    await expect(page.getByLabel("Όνομα υλικού 1 (πρωτότυπο: Lentils)")).toHaveValue("");
    await page.screenshot({ path: `/tmp/shot-admin-recipe-translate-gr-${width(page)}.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByLabel("Όνομα υλικού 1 (πρωτότυπο: Lentils)").fill("Φακές");
    await page.getByLabel("Όνομα υλικού 2 (πρωτότυπο: Carrot)").fill("Καρότο");
    await page.locator("#recipe-title").fill(`Φακές σούπα ${stamp}`);
    await page.locator("#recipe-description").fill("Ζεστή σούπα.");
    await page.getByLabel("Περιγράψτε το βήμα").fill("Βράστε τα όλα μαζί.");
    await page.getByRole("button", { name: "Προσθήκη", exact: true }).last().click();
    await page.locator("#recipe-meta-title").fill("Φακές");
    await page.locator("#recipe-meta-description").fill("Σούπα");
    await page.locator("#recipe-meta-keywords").fill("σούπα");
    await page.getByRole("button", { name: "Δημιουργία συνταγής" }).click();
    await expect(page).toHaveURL(/\/admin-recipes\/view\//);

    const greek = await (await request.get(`${API}/recipes/slug/${page.url().split("/").pop()}`)).json();
    expect(original.image_url).toBeTruthy();
    expect(greek).toMatchObject({ language: "gr", category: "Soups", image_url: original.image_url, translations: [{ language: "en", slug: original.slug }] });
    expect(greek.ingredients.map((i: { name: string; quantity: string; size: string }) => [i.name, i.quantity, i.size])).toEqual([
      ["Φακές", "250", "g"],
      ["Καρότο", "2", "pcs"],
    ]);
    expect(greek.valuable_info).toMatchObject({ duration: "40 min", difficulty: "Medium", portions: 4 });
    expect(greek.nutritional_facts.map((n: { quantity: string }) => n.quantity)).toEqual(["18.5"]);
    // Later journeys read the demo recipes: leave the list as it was.
    for (const slug of [greek.slug, original.slug]) expect((await request.delete(`${API}/recipes/slug/${slug}`, { headers: auth })).status()).toBe(204);
  });

  test("a plan's missing translation is added with the group's price, and a price edit changes every language", async ({ page, request }) => {
    acceptDialogs(page);
    const auth = { authorization: `Bearer ${await adminToken(page)}` };
    const plan = (language: string) => ({
      title: `Check-up ${language} ${Date.now()}`,
      description: "Short call.",
      price: 45,
      order: 9,
      language,
      features_attributes: [{ name: "Call" }],
    });
    const res = await request.post(`${API}/api/v1/service_plans`, { headers: auth, data: { service_plans: [plan("en"), plan("es"), plan("gr")] } });
    const [en, es, gr] = (await res.json()).service_plans;
    expect((await request.delete(`${API}/api/v1/service_plans/${gr.id}`, { headers: auth })).status()).toBe(204);

    await page.goto(`/admin-view-service-plans?lang=es`);
    await page.getByLabel("Idioma", { exact: true }).selectOption("es");
    const card = page.getByRole("listitem").filter({ hasText: es.title });
    await expect(card.getByText("Falta en Griego (gr)")).toBeVisible();
    await page.screenshot({ path: `/tmp/shot-admin-plans-es-${width(page)}.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await card.getByRole("link", { name: new RegExp(`^Añadir traducción: Griego \\(gr\\)`) }).click();
    await expect(page.getByText("El precio y el orden son los del original: 45 €, orden 9.")).toBeVisible();
    await page.locator("#plan-title").fill("Έλεγχος");
    await page.locator("#plan-description").fill("Σύντομη κλήση.");
    await page.screenshot({ path: `/tmp/shot-admin-plan-translate-es-${width(page)}.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Añadir traducción" }).click();
    await expect(page).toHaveURL(/\/admin-view-service-plans/);
    const now = await (await request.get(`${API}/api/v1/service_plans/${en.id}`)).json();
    const added = now.translations.find((x: { language: string }) => x.language === "gr");
    expect(await (await request.get(`${API}/api/v1/service_plans/${added.id}`)).json()).toMatchObject({ title: "Έλεγχος", price: 45, order: 9 });

    // Price edited once, on the Spanish plan: every language follows.
    await page.goto(`/admin-edit-service-plans/${es.id}?lang=es`);
    await expect(page.getByText("son comunes a todos los idiomas de este plan")).toBeVisible();
    await page.locator("#plan-price").fill("55");
    await page.getByRole("button", { name: /Guardar|Actualizar/ }).click();
    await expect(page).toHaveURL(/\/admin-view-service-plans/);
    for (const id of [en.id, es.id, added.id]) expect((await (await request.get(`${API}/api/v1/service_plans/${id}`)).json()).price).toBe(55);
  });
});
