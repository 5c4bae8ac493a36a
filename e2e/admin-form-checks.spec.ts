import { expect, test, type Page } from "@playwright/test";
import { API, adminToken, expectNoAxeViolations, login } from "./admin-helpers";

/** The writes (anything but GET) the page sends to the API from now on. */
function apiWrites(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET" && r.url().includes("/api/v1/")) seen.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return seen;
}

/** Logs in and switches the admin area to Spanish, which it keeps from then on. */
async function loginInSpanish(page: Page) {
  await login(page);
  await page.locator(".admin-lang select").selectOption("es");
  await expect(page.getByRole("heading", { name: "¡Bienvenida, Admin!" })).toBeVisible();
}

test("in Spanish, the service plan form names the wrong field beside it before anything is sent, then saves once fixed", async ({ page, request }) => {
  await loginInSpanish(page);
  await page.goto("/admin-create-service-plan");
  await expect(page.getByRole("heading", { name: "Crear plan de servicio", level: 1 })).toBeVisible();
  const run = Date.now() % 100000;
  await page.getByLabel("Orden", { exact: true }).fill("9");
  for (const [lang, legend] of [
    ["en", "Inglés (en)"],
    ["es", "Español (es)"],
    ["gr", "Griego (gr)"],
  ] as const) {
    const section = page.getByRole("group", { name: legend });
    await section.getByLabel("Título", { exact: true }).fill(`Comprobación ${lang} ${run}`);
    await section.getByLabel("Descripción").fill(`Descripción ${lang}`);
  }

  // No price: the API's schema refuses it, and so does the form, before sending.
  const writes = apiWrites(page);
  await page.getByRole("button", { name: "Crear planes de servicio" }).click();
  const price = page.getByLabel("Precio (€)");
  const message = page.locator("#plan-price-error");
  await expect(message).toHaveText("Escribe el precio en euros, sin céntimos, como 60 (0 si es gratis).");
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveAttribute("aria-describedby", /\bplan-price-error\b/);
  await expect(price).toBeFocused();
  // Only that field is marked.
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  expect(writes).toEqual([]);

  // Fixed and left, the message goes before the next send.
  await price.fill("60");
  await price.blur();
  await expect(message).toHaveCount(0);
  await expect(price).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Crear planes de servicio" }).click();
  await expect(page.getByText("¡Todos los planes de servicio se crearon correctamente!")).toBeVisible();
  await expect(page).toHaveURL(/\/admin-view-service-plans$/);
  expect(writes).toEqual(["POST /api/api/v1/service_plans"]);

  // Tidy up: the three plans through the API.
  const auth = { authorization: `Bearer ${await adminToken(page)}` };
  for (const language of ["en", "es", "gr"]) {
    const plans = (await (await request.get(`${API}/api/v1/service_plans?language=${language}`)).json()) as { id: number; title: string }[];
    const mine = plans.find((p) => p.title === `Comprobación ${language} ${run}`);
    expect(mine).toBeTruthy();
    expect((await request.delete(`${API}/api/v1/service_plans/${mine!.id}`, { headers: auth })).status()).toBe(204);
  }
});

test("in Spanish, the blog form names the wrong field beside it before anything is sent, then saves once fixed", async ({ page, request }) => {
  await loginInSpanish(page);
  await page.goto("/admin-create-blog");
  await expect(page.getByRole("heading", { name: "Crear blog", level: 1 })).toBeVisible();
  await expect(page.getByTestId("block-editor").locator(".ce-paragraph").first()).toBeVisible();
  const run = Date.now() % 100000;
  const slug = `comprobacion-${run}`;

  // A description but no title: the API's schema asks for one.
  await page.getByLabel("Descripción", { exact: true }).fill("Un artículo sin título todavía.");
  await page.getByLabel("Slug").fill(slug);
  const writes = apiWrites(page);
  await page.getByRole("button", { name: "Crear blog" }).click();
  const title = page.getByLabel("Título", { exact: true });
  const message = page.locator("#blog-title-error");
  await expect(message).toHaveText("Escribe el título del artículo.");
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveAttribute("aria-describedby", "blog-title-error");
  await expect(title).toBeFocused();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  expect(writes).toEqual([]);

  await title.fill(`Comprobación ${run}`);
  await page.getByRole("button", { name: "Crear blog" }).click();
  await expect(page.getByText("¡Blog creado correctamente!")).toBeVisible();
  await expect(page).toHaveURL(/\/admin-blog-list/);
  expect(writes).toEqual(["POST /api/api/v1/blogs"]);

  // What passes the form but not the server (a slug already taken) is sent, and the server's answer shown as before.
  await page.goto("/admin-create-blog");
  await page.getByLabel("Título", { exact: true }).fill(`Otra comprobación ${run}`);
  await page.getByLabel("Slug").fill(slug);
  await page.getByRole("button", { name: "Crear blog" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Este slug ya está en uso." })).toBeVisible();
  expect(writes).toEqual(["POST /api/api/v1/blogs", "POST /api/api/v1/blogs"]);

  const auth = { authorization: `Bearer ${await adminToken(page)}` };
  expect((await request.delete(`${API}/api/v1/blogs/${slug}`, { headers: auth })).status()).toBe(204);
});
