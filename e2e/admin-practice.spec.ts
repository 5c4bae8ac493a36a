import { expect, test } from "@playwright/test";
import { API, acceptDialogs, expectNoAxeViolations, login } from "./admin-helpers";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

test("a PDF is uploaded to the library, a token generated and the PDF downloaded through the link", async ({ page, context }) => {
  const dialogs = acceptDialogs(page);
  await login(page);
  await page.getByRole("link", { name: "PDF Library" }).click();
  await expect(page.getByRole("heading", { name: "PDF Library", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("PDF file").setInputFiles({ name: "Meal Plan (week 1).pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByLabel("Name", { exact: true }).fill("e2e-meal-plan");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("PDF uploaded.")).toBeVisible();
  await expect(page.getByRole("cell", { name: "e2e-meal-plan.pdf", exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Generate Download Token" }).click();
  await expect(page.getByRole("heading", { name: "Generate Download Token" })).toBeVisible();
  await expectNoAxeViolations(page);
  const expiry = page.getByLabel("Expires at (optional)");
  const min = await expiry.getAttribute("min");
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await page.getByLabel("PDF URL").selectOption("e2e-meal-plan");
  const tomorrow = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  await expiry.fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T10:30`);
  await page.getByRole("button", { name: "Generate Token" }).click();
  const link = page.getByRole("link", { name: "Download" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("target", "_blank");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/\/pdf\/e2e-meal-plan\.pdf\?token=/);

  // The link opens in a new tab and serves the PDF.
  const popupPromise = context.waitForEvent("page");
  await link.click();
  const popup = await popupPromise;
  expect(popup.url()).toContain("/pdf/e2e-meal-plan.pdf?token=");
  await popup.close();
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect((await res.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Deleting the PDF from the library ends its links.
  await page.getByRole("link", { name: "PDF Library" }).click();
  await page.getByRole("button", { name: "Delete: e2e-meal-plan.pdf" }).click();
  expect(dialogs.some((d) => d.startsWith("Delete e2e-meal-plan.pdf?"))).toBe(true);
  await expect(page.getByRole("cell", { name: "e2e-meal-plan.pdf", exact: true })).toHaveCount(0);
  expect((await page.request.get(href!)).status()).toBeGreaterThanOrEqual(400);
});

test("subscribers are listed newest first, exported as CSV and removed one by one", async ({ page }) => {
  acceptDialogs(page);
  const stamp = Date.now();
  for (const who of ["first", "second"]) {
    const res = await page.request.post(`${API}/api/v1/subscribers`, { data: { subscriber: { email: `${who}-${stamp}@example.com` } } });
    expect(res.ok()).toBe(true);
  }
  await login(page);
  await page.getByRole("link", { name: "Newsletter Subscribers", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Newsletter Subscribers", level: 1 })).toBeVisible();
  const rows = page.getByRole("row");
  await expect(rows.nth(1)).toContainText(`second-${stamp}@example.com`);
  await expect(rows.nth(2)).toContainText(`first-${stamp}@example.com`);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^subscribers-.*\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString("utf8")).toContain(`first-${stamp}@example.com`);

  await page.getByRole("button", { name: `Remove: first-${stamp}@example.com` }).click();
  await expect(page.getByText("Subscriber removed.")).toBeVisible();
  await expect(page.getByRole("cell", { name: `first-${stamp}@example.com`, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("cell", { name: `second-${stamp}@example.com`, exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: `first-${stamp}@example.com`, exact: true })).toHaveCount(0);
});

test("contact messages arrive unread in the inbox and can be marked read", async ({ page }) => {
  acceptDialogs(page);
  const stamp = Date.now();
  const res = await page.request.post(`${API}/api/v1/contact_messages`, {
    data: { contact_message: { name: `Visitor ${stamp}`, email: "visitor@example.com", message: "Do you offer plans for teenagers?\nThanks!" } },
  });
  expect(res.ok()).toBe(true);
  await login(page);
  await expect(page.getByText("Unread messages")).toBeVisible();
  await page.getByRole("link", { name: "Contact Messages", exact: true }).click();
  const card = page.getByRole("listitem").filter({ hasText: `Visitor ${stamp}` });
  await expect(card.getByText("New")).toBeVisible();
  await expect(card.getByText("Do you offer plans for teenagers?")).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: "Mark as read" }).click();
  await expect(card.getByRole("button", { name: "Mark as unread" })).toBeVisible();
  await expect(card.getByText("New")).toHaveCount(0);
  await page.reload();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `Visitor ${stamp}` })
      .getByRole("button", { name: "Mark as unread" }),
  ).toBeVisible();
  await page
    .getByRole("listitem")
    .filter({ hasText: `Visitor ${stamp}` })
    .getByRole("button", { name: `Delete: Visitor ${stamp}` })
    .click();
  await expect(page.getByText("Message deleted.")).toBeVisible();
});
