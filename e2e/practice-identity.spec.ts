import fs from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, adminToken, expectNoAxeViolations as expectNoAdminAxeViolations, login } from "./admin-helpers";
import { expectNoAxeViolations, expectNoHorizontalScroll, prepare } from "./public-helpers";
import { VIEWPORT } from "./viewports";

// Who runs the site (LSSI-CE art. 10): she fills it in once in the admin, which says what is
// missing until then; the legal pages and the About page show it in the visitor's language.

const SHOTS = "/tmp/identity-shots";
test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

const ELENA = {
  legal_name: "Elena Martínez Ruiz",
  tax_id: "12345678Z",
  address: "Calle de Alcalá 100, 3º B\n28009 Madrid",
  email: "hola@nutricionconelena.es",
  phone: "+34 612 34 56 78",
  college: "Colegio Profesional de Dietistas-Nutricionistas de Madrid",
  registration_number: "MAD00123",
};
const EMPTY = Object.fromEntries(Object.keys(ELENA).map((k) => [k, ""]));

async function setIdentity(request: APIRequestContext, token: string, identity: Record<string, string>) {
  const res = await request.put(`${API}/api/admin/practice`, { headers: { authorization: `Bearer ${token}` }, data: identity });
  expect(res.status()).toBe(200);
}

test("the admin sees what the legal notice lacks, is told a wrong tax id, and fills it in", async ({ page }) => {
  await login(page);
  await setIdentity(page.request, await adminToken(page), EMPTY);
  await page.reload();
  const gap = page.locator(".identity-gap");
  await expect(gap).toContainText("Your site does not yet say who runs it");
  await expect(gap).toContainText("Tax id (NIF or NIE)");
  await expect(gap).toContainText("no invoice is issued");
  await gap.getByRole("link", { name: "Fill them in" }).click();

  await expect(page.getByRole("heading", { name: "Practice Identity", level: 1 })).toBeVisible();
  await page.getByLabel("Full legal name").fill(ELENA.legal_name);
  await page.getByLabel("Tax id (NIF or NIE)").fill("12345678A");
  await page.getByLabel("Fiscal address").fill(ELENA.address);
  await page.getByLabel("Contact email").fill(ELENA.email);
  await page.getByLabel("Contact phone (optional)").fill("612 345 678");
  await page.getByLabel("Professional college").fill(ELENA.college);
  await page.getByLabel("Registration number").fill(ELENA.registration_number);
  await page.getByRole("button", { name: "Save" }).click();
  // The field says what is wrong with it; nothing is saved.
  const taxId = page.getByLabel("Tax id (NIF or NIE)");
  await expect(taxId).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#practice-tax_id-error")).toContainText("its last letter does not match the number");
  await expectNoAdminAxeViolations(page);

  await taxId.fill("12345678z");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Practice identity saved.")).toBeVisible();
  await expect(taxId).toHaveValue("12345678Z");
  await expect(page.getByLabel("Contact phone (optional)")).toHaveValue(ELENA.phone);
  await expect(page.locator(".identity-gap")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/admin-identity-1280.png`, fullPage: true });
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page.getByRole("heading", { name: "Welcome, Admin!" })).toBeVisible();
  await expect(page.locator(".identity-gap")).toHaveCount(0);
});

test("the legal pages and the About page say who runs the site, in Spanish and Greek", VIEWPORT, async ({ page, context }, info) => {
  await login(page);
  await setIdentity(page.request, await adminToken(page), ELENA);
  await prepare(context, { theme: "light" });

  await page.goto("/privacy-policy?lang=es");
  const owner = page.getByRole("region", { name: "Titular del sitio web" });
  await expect(owner).toContainText("Elena Martínez Ruiz");
  await expect(owner).toContainText("NIF");
  await expect(owner).toContainText("12345678Z");
  await expect(owner).toContainText("Número de colegiada");
  await expect(owner.getByRole("link", { name: ELENA.email })).toHaveAttribute("href", `mailto:${ELENA.email}`);
  await expectNoHorizontalScroll(page, "privacy policy (es)");
  await expectNoAxeViolations(page, "privacy policy (es)");
  await owner.screenshot({ path: `${SHOTS}/legal-es-${info.project.name}.png` });

  await page.goto("/about?lang=gr");
  const about = page.getByRole("region", { name: "Ποιος διαχειρίζεται τον ιστότοπο" });
  await expect(about).toContainText("Αριθμός μητρώου");
  await expect(about).toContainText("MAD00123");
  await expect(about).toContainText("28009 Madrid");
  await expectNoHorizontalScroll(page, "about (gr)");
  await expectNoAxeViolations(page, "about (gr)");
  await about.screenshot({ path: `${SHOTS}/about-gr-${info.project.name}.png` });

  await page.goto("/terms-of-service?lang=en");
  await expect(page.getByRole("region", { name: "Who runs this site" })).toContainText("Tax id (NIF)");
});
