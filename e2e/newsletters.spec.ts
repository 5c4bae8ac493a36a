import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type ConsoleMessage, type Page } from "@playwright/test";
import { parseMail } from "../test/mail-parts";
import { acceptDialogs, expectNoAxeViolations, login } from "./admin-helpers";
import { withOwnServer } from "./own-server";

// The newsletter loop needs to read what subscribers receive, so this journey runs its own
// server against a real SMTP server, beside the shared e2e server (which writes mail to files).
const own = withOwnServer("newsletters", 1500);
const API = "/api/api/v1";

async function expectNoAxeViolationsOutsideFrames(page: Page) {
  const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const shot = own.shot;
const mailsTo = (address: string) => own.mailbox.received.filter((m) => m.to.includes(address)).map((m) => parseMail(m.raw));

const CONFIRM_BUTTON: Record<string, string> = { en: "Confirm my subscription", es: "Confirmar mi suscripción", gr: "Επιβεβαίωση εγγραφής" };
const ALREADY: Record<string, string> = {
  es: "Ya tienes la suscripción confirmada: este enlace ya se usó. No tienes que hacer nada más.",
  gr: "Η εγγραφή σας έχει ήδη επιβεβαιωθεί: αυτός ο σύνδεσμος έχει ήδη χρησιμοποιηθεί. Δεν χρειάζεται να κάνετε τίποτε άλλο.",
};

/** Signs an address up in a language and, unless told not to, confirms it with its mail's link. */
async function subscriber(page: Page, email: string, language: string, confirm = true) {
  expect((await page.request.post(`${API}/subscribers`, { data: { subscriber: { email, language } } })).status()).toBe(201);
  await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(1);
  if (!confirm) return;
  const link = /(https?:\/\/\S+\/newsletter-confirm\?token=[A-Za-z0-9_-]+&lang=\w+)/.exec(mailsTo(email)[0]!.text)![1]!;
  await page.goto(link);
  // A page of the site, in the sign-up language: its header, the question, one button.
  await expect(page.locator("html")).toHaveAttribute("lang", language === "gr" ? "el" : language);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.locator(".newsletter-confirm")).toContainText(email);
  await shot(page, `confirm-page-${language}`);
  // A successful confirmation logs nothing in the browser's console (no 404 of its POST).
  const errors: string[] = [];
  const onConsole = (m: ConsoleMessage) => void (m.type() === "error" && errors.push(m.text()));
  page.on("console", onConsole);
  await page.getByRole("button", { name: CONFIRM_BUTTON[language]! }).click();
  await expect(page.locator(".newsletter-confirm").getByRole("status")).toContainText(language === "gr" ? "επιβεβαιώθηκε" : "confirmada");
  page.off("console", onConsole);
  expect(errors).toEqual([]);
  // The link opened a second time says she is subscribed already.
  await page.goto(link);
  await expect(page.locator(".newsletter-confirm").getByRole("status")).toHaveText(ALREADY[language]!);
  await expect(page.getByRole("button", { name: CONFIRM_BUTTON[language]! })).toHaveCount(0);
}

test("compose, preview, test, send: confirmed readers of the language get it, and it joins the public archive", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = `${test.info().project.name}-${Date.now()}`;
  const readers = [`ana-${stamp}@example.es`, `luis-${stamp}@example.es`];
  for (const r of readers) await subscriber(page, r, "es");
  await subscriber(page, `waiting-${stamp}@example.es`, "es", false);
  await subscriber(page, `eleni-${stamp}@example.gr`, "gr");
  const dialogs = acceptDialogs(page);

  await login(page);
  await page.goto("/admin-newsletters");
  await expect(page.getByRole("cell", { name: `waiting-${stamp}@example.es`, exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`waiting-${stamp}`) })).toContainText("Awaiting confirmation");
  await page.getByRole("link", { name: "Newsletters", exact: true }).click();
  await page.getByRole("link", { name: "New newsletter" }).click();

  // Compose in Spanish, in the block editor.
  const subject = `Otoño en el plato ${stamp}`;
  await page.locator("form").getByLabel("Language").selectOption("es");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Preheader").fill("Calabaza, setas y castañas");
  const paragraph = page.getByTestId("block-editor").locator(".ce-paragraph").first();
  await expect(paragraph).toBeVisible();
  // The empty editor invites a newsletter, not a blog post.
  await expect(paragraph).toHaveAttribute("data-placeholder-active", "Write the newsletter here…");
  await paragraph.click();
  await page.keyboard.type("La calabaza está en su mejor momento: asada, en crema o en bizcocho.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin-newsletter\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);

  // Preview at two widths: the mail itself, in frames.
  const frames = page.locator("iframe");
  await expect(frames).toHaveCount(2);
  await expect(page.frameLocator("iframe").first().getByRole("heading", { name: subject })).toBeVisible();
  await expect(page.frameLocator("iframe").last().getByText("La calabaza está en su mejor momento")).toBeVisible();
  await expect(page.getByText("Goes to 2 confirmed subscribers in this language.")).toBeVisible();
  // The sandboxed frames run no script, so axe cannot enter them: the mail is checked on its own page below.
  await expectNoAxeViolationsOutsideFrames(page);
  await shot(page, "compose-en");
  // Full-page captures leave the sandboxed frames blank; each frame is captured on its own.
  await frames.first().screenshot({ path: path.join(own.shots, `${test.info().project.name}-preview-desktop.png`) });
  await frames.last().screenshot({ path: path.join(own.shots, `${test.info().project.name}-preview-phone.png`) });

  // A test copy to herself.
  await page.getByLabel("Test address").fill("elena@practice.test");
  await page.getByRole("button", { name: "Send test" }).click();
  await expect.poll(() => mailsTo("elena@practice.test").filter((m) => m.subject === `[Prueba] ${subject}`).length, { timeout: 10_000 }).toBe(1);

  // Send now: the progress reaches 2 sent.
  await page.getByRole("button", { name: "Send now" }).click();
  expect(dialogs.at(-1)).toBe(`Send “${subject}” to 2 subscribers?`);
  await expect(page.getByRole("status").filter({ hasText: "2 sent, 0 failed, 0 remaining" })).toBeVisible({ timeout: 20_000 });
  for (const r of readers) await expect.poll(() => mailsTo(r).filter((m) => m.subject === subject).length, { timeout: 10_000 }).toBe(1);
  expect(mailsTo(`waiting-${stamp}@example.es`).filter((m) => m.subject === subject)).toHaveLength(0);
  expect(mailsTo(`eleni-${stamp}@example.gr`).filter((m) => m.subject === subject)).toHaveLength(0);

  // The admin's screens in Spanish and Greek.
  for (const lang of ["es", "gr"] as const) {
    await page.locator(".admin-lang select").selectOption(lang);
    await page.goto(`/admin-newsletter/${id}`);
    await expect(page.locator("iframe")).toHaveCount(2);
    await expectNoAxeViolationsOutsideFrames(page);
    await shot(page, `sent-${lang}`);
    await page.goto("/admin-newsletter-list");
    await expect(page.getByRole("link", { name: subject })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `list-${lang}`);
  }

  // The mail's HTML opened in Chromium, light and dark.
  const mail = mailsTo(readers[0]!).find((m) => m.subject === subject)!;
  const viewerContext = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  const viewer = await viewerContext.newPage();
  await viewer.setContent(mail.html);
  await expect(viewer.getByRole("heading", { name: subject })).toBeVisible();
  // A mail is not a page: landmarks do not apply; contrast, language, alt texts and names do.
  const mailAxe = await new AxeBuilder({ page: viewer }).disableRules(["landmark-one-main", "region"]).analyze();
  expect(mailAxe.violations.map((v) => v.id)).toEqual([]);
  await viewer.screenshot({ path: path.join(own.shots, `${test.info().project.name}-mail-light.png`), fullPage: true });
  await viewer.emulateMedia({ colorScheme: "dark" });
  await viewer.screenshot({ path: path.join(own.shots, `${test.info().project.name}-mail-dark.png`), fullPage: true });
  await viewerContext.close();

  // The archive, linked from the footer's sign-up, lists it in Spanish only.
  await page.goto("/?lang=es");
  await page.getByRole("link", { name: "Leer boletines anteriores" }).click();
  await expect(page).toHaveURL(/\/newsletter\?lang=es$/);
  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText("La calabaza está en su mejor momento")).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/newsletter\/.+\?lang=es$/);
  await expectNoAxeViolations(page);
  await shot(page, "archive-page-es");
  await page.goto("/newsletter?lang=gr");
  await expect(page.getByText("Δεν έχει σταλεί ακόμη κανένα ενημερωτικό δελτίο.").or(page.locator(".newsletter-archive"))).toBeVisible();
  await expect(page.getByRole("link", { name: subject })).toHaveCount(0);
  await shot(page, "archive-gr");

  // Unsubscribing: the link's GET only asks; the one-click POST of the header unsubscribes.
  const link = /^<(.+)>$/.exec(mail.headers["list-unsubscribe"]!)![1]!;
  await page.goto(link);
  await expect(page.getByRole("button", { name: "Darme de baja" })).toBeVisible();
  const oneClick = await page.request.post(link, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  await page.goto(link);
  await expect(page.getByRole("button", { name: "Darme de baja" })).toHaveCount(0);
});
