import { expect, test } from "@playwright/test";
import { API, acceptDialogs, adminToken, expectNoAxeViolations, login } from "./admin-helpers";

// The admin answers a person's GDPR request: find, download, erase.
test("the admin exports and erases one person's data, in her language", async ({ page }, info) => {
  const email = `gdpr-${info.project.name}-${Date.now()}@example.com`;
  expect((await page.request.post(`${API}/api/v1/subscribers`, { data: { subscriber: { email } } })).status()).toBeLessThan(300);
  expect(
    (
      await page.request.post(`${API}/api/v1/contact_messages`, { data: { contact_message: { name: "Ana Ruiz", email, message: "Please delete my data." } } })
    ).status(),
  ).toBe(201);
  const dialogs = acceptDialogs(page);

  await login(page);
  await page.getByRole("link", { name: "Personal data (GDPR)" }).click();
  await expect(page.getByRole("heading", { name: "Personal data (GDPR)", level: 1 })).toBeVisible();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Find data" }).click();
  await expect(page.getByText("Newsletter subscriptions: 1")).toBeVisible();
  await expect(page.getByText("Contact messages: 1")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the data (JSON)" }).click();
  const file = await download;
  const exported = JSON.parse(await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString("utf8")));
  expect(exported.contact_messages[0]).toMatchObject({ name: "Ana Ruiz", email, message: "Please delete my data." });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/shot-privacy-en-${info.project.name}.png`, fullPage: true });

  // The menu's label is in the language being left.
  for (const [menu, lang, heading] of [
    ["Interface language", "es", "Datos personales (RGPD)"],
    ["Idioma de la interfaz", "gr", "Προσωπικά δεδομένα (ΓΚΠΔ)"],
  ] as const) {
    await page.getByLabel(menu).selectOption(lang);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/shot-privacy-${lang}-${info.project.name}.png`, fullPage: true });
  }
  await page.getByLabel("Γλώσσα περιβάλλοντος").selectOption("en");

  await page.getByRole("button", { name: "Erase this person's data" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Erased: 1 subscriptions and 1 messages deleted" })).toBeVisible();
  expect(dialogs).toEqual([`Erase all data held about ${email}? This cannot be undone.`]);
  await expectNoAxeViolations(page);

  const token = await adminToken(page);
  const messages = await (await page.request.get(`${API}/api/v1/contact_messages`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(JSON.stringify(messages)).not.toContain(email);
  const again = await (
    await page.request.post(`${API}/api/admin/personal_data/export`, { headers: { authorization: `Bearer ${token}` }, data: { email } })
  ).json();
  expect([again.subscriptions, again.contact_messages]).toEqual([[], []]);
});
