import { expect, test } from "@playwright/test";
import { API, adminToken, expectNoAxeViolations, login } from "./admin-helpers";

// The shared e2e server has no SMTP_URL: its mails are written to files and reach nobody.
// The outbox screen and the dashboard must say so, never that every mail was delivered.
test("with no mail server the outbox and the dashboard say that mails were written to files, in the admin's language", async ({ page }) => {
  await login(page);
  const token = await adminToken(page);
  const subscribed = await page.request.post(`${API}/api/v1/subscribers`, { data: { subscriber: { email: `files-${Date.now()}@example.com` } } });
  expect(subscribed.status()).toBe(201);
  const delivery = async () =>
    (await (await page.request.get(`${API}/admin/outbox/delivery`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      mail_server: boolean;
      written_to_files: number;
    };
  await expect.poll(async () => (await delivery()).written_to_files).toBeGreaterThan(0);
  await expect
    .poll(async () => (await (await page.request.get(`${API}/admin/outbox`, { headers: { authorization: `Bearer ${token}` } })).json()).length)
    .toBe(0);
  const { mail_server, written_to_files } = await delivery();
  expect(mail_server).toBe(false);

  const warning = `No mail server is set (SMTP_URL), so no mail reaches anyone. Mails written to files in the data folder instead: ${written_to_files}.`;
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "No mail server is set" })).toHaveText(`${warning} Mail Outbox`);
  await page.getByRole("alert").getByRole("link", { name: "Mail Outbox" }).click();
  await expect(page.getByRole("heading", { name: "Mail Outbox", level: 1 })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "No mail server is set" })).toHaveText(warning);
  await expect(page.getByText("Every mail has been delivered.")).toHaveCount(0);
  await expect(page.getByText("No mail is waiting to be written to a file.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.locator(".admin-lang select").selectOption("es");
  await expect(page.getByRole("alert").filter({ hasText: "servidor de correo" })).toHaveText(
    `No hay ningún servidor de correo configurado (SMTP_URL), así que ningún correo llega a nadie. Correos guardados en archivos de la carpeta de datos en su lugar: ${written_to_files}.`,
  );
  await page.locator(".admin-lang select").selectOption("gr");
  await expect(page.getByRole("alert").filter({ hasText: "διακομιστής email" })).toContainText(`αντί να σταλούν: ${written_to_files}.`);
  await page.locator(".admin-lang select").selectOption("en");
});
