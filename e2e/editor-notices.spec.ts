import { expect, test, type Page } from "@playwright/test";
import { login } from "./admin-helpers";
import { format } from "./editor-helpers";

// Editor.js writes its inline link tool's notice in English whatever its dictionary says; the
// admin reads it in her language ('Pasted link is not valid.' in English), and a screen reader
// says it. Its Enter must not send the post's form around the editor.
test.use({ viewport: { width: 1280, height: 900 } });

async function invalidLinkNotice(page: Page, lang: "en" | "es" | "gr") {
  await login(page);
  await page.locator(".admin-lang select").selectOption(lang);
  await page.goto("/admin-create-blog");
  const paragraph = page.getByTestId("block-editor").locator(".ce-paragraph").first();
  await expect(paragraph).toBeVisible();
  await paragraph.click();
  await page.keyboard.type("A word to link.");
  await format(page, paragraph, "word", "link");
  await page.keyboard.type("not a link");
  // Whether the post's form around the editor was sent (or checked, as a send does first).
  await page.evaluate(() => {
    const form = document.querySelector("[data-testid=block-editor]")!.closest("form")!;
    const sent = () => (document.body.dataset.formSent = "yes");
    form.addEventListener("submit", sent);
    form.addEventListener("invalid", sent, true);
  });
  await page.keyboard.press("Enter");
  // An alert, which a screen reader says as it appears.
  return page.getByRole("alert").and(page.locator(".cdx-notify--error"));
}

for (const [lang, text] of [
  ["en", "Pasted link is not valid."],
  ["es", "El enlace pegado no es válido."],
  ["gr", "Ο σύνδεσμος που επικολλήσατε δεν είναι έγκυρος."],
] as const) {
  test(`an invalid link in the editor is refused with a notice in the admin's language (${lang})`, async ({ page }) => {
    const notice = await invalidLinkNotice(page, lang);
    await expect(notice).toHaveText(text);
    await expect(page.getByTestId("block-editor").locator("a")).toHaveCount(0);
    // The address stays open to be corrected; the post is not sent.
    await expect(page.locator(".ce-inline-tool-input")).toBeFocused();
    expect(await page.evaluate(() => document.body.dataset.formSent)).toBeUndefined();
  });
}
