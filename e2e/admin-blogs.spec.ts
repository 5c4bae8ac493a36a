import { expect, test } from "@playwright/test";
import { acceptDialogs, expectNoAxeViolations, login, pngFile } from "./admin-helpers";
import { appendBlock, format, openTunes, pasteText } from "./editor-helpers";

// At the size of a tablet held upright, where the nutritionist usually writes.
test.use({ actionTimeout: 10_000, viewport: { width: 820, height: 1180 } });

const TITLE = "E2E Every Block Type";
const SLUG = "e2e-every-block-type";

test("a blog with every block type is created, shown, edited and deleted through the screens", async ({ page }, info) => {
  // Editing is done on a tablet or a computer; on a phone the editor swaps its menus for sheets.
  test.skip(info.project.name === "phone", "driven through the pointer toolbars of tablet and desktop widths");
  test.setTimeout(120_000);
  const dialogs = acceptDialogs(page);
  await login(page);
  // No outside network in the tests: the link preview the server would fetch is answered here.
  let previewAuth = "";
  await page.route("**/api/v1/link_preview**", (route) => {
    previewAuth = route.request().headers().authorization ?? "";
    return route.fulfill({
      json: {
        success: 1,
        link: "https://example.org/guide",
        meta: { title: "A practical guide", description: "Eating well on a budget", image: { url: "https://example.org/guide.png" } },
      },
    });
  });

  await page.getByRole("link", { name: "Blogs" }).click();
  await expect(page.getByRole("heading", { name: "Blogs", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Create a Blog" }).click();
  await expect(page.getByRole("heading", { name: "Create Blog" })).toBeVisible();

  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await expect(page.getByLabel("Slug")).toHaveValue(SLUG);
  await page.getByLabel("Description", { exact: true }).fill("A post that uses every block the editor offers.");
  await page.getByLabel("Category").fill("Testing");
  await page.getByLabel("Published date").fill("2025-03-21");
  await page.getByLabel("Meta title", { exact: true }).fill("Every block type");
  await page.getByLabel("Meta description").fill("Meta description of the block test.");
  await page.getByLabel("Meta keywords").fill("blocks, editor");
  await page.getByLabel("Profile image").setInputFiles(pngFile("cover.png"));
  await expect(page.getByAltText("Preview of the image")).toBeVisible();

  const editor = page.getByTestId("block-editor");
  const paragraph = editor.locator(".ce-paragraph").first();
  await expect(paragraph).toBeVisible();
  await paragraph.click();
  await page.keyboard.type("Plain bold italic underlined marked code linked text.");
  for (const [word, tool, tag] of [
    ["bold", "bold", "b"],
    ["italic", "italic", "i"],
    ["underlined", "underline", "u"],
    ["marked", "marker", "mark"],
    ["code", "inlineCode", "code"],
  ] as const) {
    await format(page, paragraph, word, tool);
    await expect(paragraph.locator(tag, { hasText: word })).toBeVisible();
  }
  await format(page, paragraph, "linked", "link");
  await page.keyboard.type("https://example.org/more");
  await page.keyboard.press("Enter");
  await expect(paragraph.locator('a[href="https://example.org/more"]')).toBeVisible();
  await paragraph.click();
  await page.keyboard.press("End");

  await appendBlock(page, editor, "Heading");
  await page.keyboard.type("Section heading");

  await appendBlock(page, editor, "Ordered List");
  await page.keyboard.type("Third step");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Fourth step");
  const ordered = editor.locator(".ce-block").filter({ has: page.locator("ol") });
  let tunes = await openTunes(page, ordered);
  await tunes.locator(".ce-popover-item", { hasText: "Start with" }).click();
  await page.locator(".cdx-list-start-with-field__input").fill("3");
  await page.keyboard.press("Escape");
  tunes = await openTunes(page, ordered);
  // The nested menu opens on hover as well as on click, and the pointer's way from one menu
  // to the other can close it: the two items are clicked where they are, without moving it.
  const counterType = tunes.locator(".ce-popover-item", { hasText: "Counter type" });
  const lowerRoman = page.locator(".ce-popover--nested .ce-popover-item", { hasText: "Lower Roman" });
  await expect(async () => {
    if (!(await lowerRoman.isVisible())) await counterType.dispatchEvent("click");
    await expect(lowerRoman).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await lowerRoman.dispatchEvent("click");
  await page.keyboard.press("Escape");
  await expect(ordered.locator("ol")).toHaveAttribute("style", /lower-roman/);

  await appendBlock(page, editor, "Unordered List");
  await page.keyboard.type("Olive oil");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Lemons");

  await appendBlock(page, editor, "Checklist");
  await page.keyboard.type("Buy vegetables");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Cook lentils");
  await editor.locator(".cdx-list__checkbox").first().click();

  await appendBlock(page, editor, "Quote");
  await page.keyboard.type("Let food be thy medicine.");
  await editor.locator(".cdx-quote__caption").click();
  await page.keyboard.type("Hippocrates");

  await appendBlock(page, editor, "Code");
  await editor.locator(".ce-code__textarea").fill("const kcal = 2000;");

  await appendBlock(page, editor, "Delimiter");
  await expect(editor.locator(".ce-delimiter")).toBeVisible();

  await appendBlock(page, editor, "Table");
  const cells = editor.locator(".tc-cell");
  for (const [i, text] of ["Food", "Protein", "Lentils", "9 g"].entries()) {
    await cells.nth(i).click();
    await page.keyboard.type(text);
  }

  const chooser = page.waitForEvent("filechooser");
  await appendBlock(page, editor, "Image");
  await (await chooser).setFiles(pngFile("plate.png"));
  await expect(editor.locator(".image-tool__image-picture")).toBeVisible();
  await editor.locator(".image-tool__caption").click();
  await page.keyboard.type("A colourful plate");

  await appendBlock(page, editor, "Link");
  await editor.locator(".link-tool__input").click();
  await page.keyboard.type("https://example.org/guide");
  await page.keyboard.press("Enter");
  await expect(editor.locator(".link-tool__title")).toHaveText("A practical guide");
  expect(previewAuth).toMatch(/^Bearer /);

  // A pasted video address becomes an embed.
  await appendBlock(page, editor, "Text");
  await pasteText(page, "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await expect(editor.locator(".embed-tool")).toBeVisible();

  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page).toHaveURL(/\/admin-blog-list$/);
  await expect(page.getByText("Blog created successfully!")).toBeVisible();

  // The admin view shows every block.
  await page.getByRole("link", { name: `View: ${TITLE}` }).click();
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  const preview = page.locator(".blog-preview");
  await expect(preview.locator("b", { hasText: "bold" })).toBeVisible();
  await expect(preview.locator("i", { hasText: "italic" })).toBeVisible();
  await expect(preview.locator("u", { hasText: "underlined" })).toBeVisible();
  await expect(preview.locator("mark", { hasText: "marked" })).toBeVisible();
  await expect(preview.locator("code", { hasText: "code" }).first()).toBeVisible();
  await expect(preview.locator('a[href="https://example.org/more"]')).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Section heading", level: 2 })).toBeVisible();
  await expect(preview.locator('ol[start="3"]')).toHaveCSS("list-style-type", "lower-roman");
  await expect(preview.getByText("Olive oil")).toBeVisible();
  await expect(preview.locator("li", { hasText: "Buy vegetables" })).toHaveClass(/is-checked/);
  await expect(preview.locator("li", { hasText: "Cook lentils" })).not.toHaveClass(/is-checked/);
  await expect(preview.locator("blockquote")).toContainText("Let food be thy medicine.");
  await expect(preview.locator("pre code")).toHaveText("const kcal = 2000;");
  await expect(preview.locator("hr")).toHaveCount(1);
  await expect(preview.getByRole("cell", { name: "Lentils" })).toBeVisible();
  await expect(preview.getByRole("img", { name: "A colourful plate" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "A practical guide" })).toBeVisible();
  // The preview is the public renderer: the video waits for consent there as on the page.
  await expect(preview.locator(".block-embed")).toHaveCount(1);
  await expect(preview.locator('iframe[src*="youtube"]')).toHaveCount(0);
  await expect(page.getByText("Every block type", { exact: true })).toBeVisible();
  await expect(page.getByText(SLUG, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await preview.getByRole("button", { name: "Accept cookies and show" }).click();
  await expect(preview.locator('iframe[src*="youtube"]')).toHaveCount(1);

  // The public page renders each block as it was edited.
  await page.goto(`/blogs/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  const blocks = page.locator(".blocks");
  await expect(blocks.locator("b", { hasText: "bold" })).toBeVisible();
  await expect(blocks.locator("i", { hasText: "italic" })).toBeVisible();
  await expect(blocks.locator("u", { hasText: "underlined" })).toBeVisible();
  await expect(blocks.locator("mark", { hasText: "marked" })).toBeVisible();
  await expect(blocks.locator("p code", { hasText: "code" })).toBeVisible();
  await expect(blocks.locator('a[href="https://example.org/more"]')).toBeVisible();
  await expect(blocks.getByRole("heading", { level: 2, name: "Section heading" })).toBeVisible();
  await expect(blocks.locator('ol[start="3"]')).toContainText("Third step");
  await expect(blocks.locator("ul").getByText("Olive oil")).toBeVisible();
  await expect(blocks.locator("li", { hasText: "Buy vegetables" })).toHaveClass(/is-checked/);
  await expect(blocks.locator("blockquote")).toContainText("Let food be thy medicine.");
  await expect(blocks.getByText("Hippocrates")).toBeVisible();
  await expect(blocks.locator("pre code")).toHaveText("const kcal = 2000;");
  await expect(blocks.locator("hr")).toHaveCount(1);
  await expect(blocks.getByRole("cell", { name: "Lentils" })).toBeVisible();
  await expect(blocks.getByRole("img", { name: "A colourful plate" })).toBeVisible();
  await expect(blocks.getByRole("link", { name: /A practical guide/ })).toBeVisible();
  await expect(blocks.locator(".block-embed")).toHaveCount(1);
  await page.goBack();

  // Edit: the form comes back filled; saving goes to /admin/adminblogs.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Blog" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
  await expect(editor.locator(".ce-delimiter")).toBeVisible();
  await page.getByLabel("Category").fill("Testing, edited");
  await page.getByRole("button", { name: "Update Blog" }).click();
  await expect(page).toHaveURL(/\/admin\/adminblogs$/);
  await expect(page.getByText("Blog updated successfully!")).toBeVisible();
  await expect(page.getByText("Testing, edited")).toBeVisible();

  await page.getByRole("button", { name: `Delete: ${TITLE}` }).click();
  expect(dialogs).toContain("Are you sure you want to delete this blog?");
  await expect(page.getByText("Blog deleted successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0);
});

test("an unknown blog shows its error", async ({ page }) => {
  await login(page);
  await page.goto("/admin-view-blog/no-such-blog");
  await expect(page.getByText("Error: Blog not found!")).toBeVisible();
});
