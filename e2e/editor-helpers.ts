import { expect, type Locator, type Page } from "@playwright/test";

/** Starts a new block after the current one and picks a tool from the editor's toolbox. */
export async function addBlock(page: Page, tool: string): Promise<void> {
  await page.keyboard.press("Enter");
  await openToolbox(page, tool);
}

/** Picks a tool for the current (empty) block from the + menu. */
export async function openToolbox(page: Page, tool: string): Promise<void> {
  // The toolbar hides while typing; pointing at the current block brings it back.
  const plus = page.locator(".ce-toolbar__plus");
  if (!(await plus.isVisible()))
    await page
      .locator(".ce-block")
      .filter({ has: page.locator(":focus") })
      .last()
      .hover();
  await plus.click();
  const pop = page.locator(".ce-popover--opened");
  await pop.locator("input").fill(tool);
  await pop
    .locator(".ce-popover-item")
    .filter({ has: page.locator(".ce-popover-item__title", { hasText: new RegExp(`^${tool}$`) }) })
    .first()
    .click();
}

/** Selects a word inside the given editable element, which brings up the inline toolbar. */
export async function selectWord(block: Locator, word: string): Promise<void> {
  await block.evaluate((root, w) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const i = n.textContent!.indexOf(w);
      if (i < 0) continue;
      const range = document.createRange();
      range.setStart(n, i);
      range.setEnd(n, i + w.length);
      const sel = window.getSelection()!;
      sel.removeAllRanges();
      sel.addRange(range);
      root.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
      return;
    }
    throw new Error(`word not found: ${w}`);
  }, word);
}

/** Applies an inline tool (bold, italic, underline, marker, inlineCode, link) to a word. */
export async function format(page: Page, block: Locator, word: string, tool: string): Promise<void> {
  await selectWord(block, word);
  const button = page.locator(`.ce-inline-toolbar [data-item-name="${tool}"]`);
  await expect(button).toBeVisible();
  await button.click();
}

/** Adds a block of the given tool after the last block, through the + of the toolbar. */
export async function appendBlock(page: Page, editor: Locator, tool: string): Promise<void> {
  await hoverBlock(page, editor.locator(".ce-block").last());
  await page.locator(".ce-toolbar__plus").click();
  const pop = page.locator(".ce-popover--opened");
  await pop.locator("input").fill(tool);
  await pop
    .locator(".ce-popover-item")
    .filter({ has: page.locator(".ce-popover-item__title", { hasText: new RegExp(`^${tool}$`) }) })
    .first()
    .click();
}

/** Opens the block tunes (⋮⋮) of a block. */
export async function openTunes(page: Page, block: Locator): Promise<Locator> {
  await hoverBlock(page, block);
  await page.locator(".ce-toolbar__settings-btn").click();
  const pop = page.locator(".ce-popover--opened");
  await expect(pop.locator(".ce-popover-item:visible").first()).toBeVisible();
  return pop;
}

/** Pastes plain text into the focused element, as the clipboard would. */
export async function pasteText(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData("text/plain", t);
    document.activeElement!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/**
 * The toolbar follows the pointer from block to block and ignores the block it was last on,
 * so point at another block first.
 */
async function hoverBlock(page: Page, block: Locator): Promise<void> {
  const blocks = page.locator(".ce-block");
  const first = blocks.first();
  const isFirst = await block.evaluate((el, f) => el === f, await first.elementHandle());
  await (isFirst ? blocks.last() : first).hover();
  await block.hover();
}
