import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, prepare } from "./public-helpers";

// The newsletter and contact forms of the content pages with JavaScript off: a plain POST to
// the page, answered with the page and the spec's message in the page's language
// (server/page-forms.ts). The same texts as with the script (public-forms.spec.ts).

test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ context }) => prepare(context));

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const LANGS = [
  {
    lang: "en",
    query: "",
    newsletter: { label: "Email address", submit: "Subscribe", success: "Thank you for subscribing! Check your email for a welcome message." },
    contact: { name: "Name", email: "Email", message: "Message", send: "Send Message", success: "Your message has been sent successfully!" },
    invalidEmail: "Please enter a valid email address.",
  },
  {
    lang: "es",
    query: "?lang=es",
    newsletter: {
      label: "Correo electrónico",
      submit: "Suscribirme",
      success: "¡Gracias por suscribirte! Revisa tu correo: te hemos enviado un mensaje de bienvenida.",
    },
    contact: { name: "Nombre", email: "Correo electrónico", message: "Mensaje", send: "Enviar mensaje", success: "¡Tu mensaje se ha enviado correctamente!" },
    invalidEmail: "Por favor, introduce un correo electrónico válido.",
  },
  {
    lang: "gr",
    query: "?lang=gr",
    newsletter: { label: "Διεύθυνση email", submit: "Εγγραφή", success: "Ευχαριστούμε για την εγγραφή! Ελέγξτε το email σας για ένα μήνυμα καλωσορίσματος." },
    contact: { name: "Όνομα", email: "Email", message: "Μήνυμα", send: "Αποστολή μηνύματος", success: "Το μήνυμά σας στάλθηκε με επιτυχία!" },
    invalidEmail: "Παρακαλώ εισάγετε μια έγκυρη διεύθυνση email.",
  },
] as const;

for (const l of LANGS) {
  test.describe(`without JavaScript, in ${l.lang}`, () => {
    test("the newsletter form posts to the page, which answers with the message; a refused address keeps what was typed", async ({ page }) => {
      await page.goto(`/recipes${l.query}`);
      // No application and no site script runs: the page is as the server wrote it.
      await expect(page.locator("html")).not.toHaveAttribute("data-ready");
      const footer = page.locator("footer");
      await footer.getByLabel(l.newsletter.label).fill(unique(`nojs-${l.lang}`));
      await footer.getByRole("button", { name: l.newsletter.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/recipes${l.query.replace("?", "\\?")}#newsletter-status$`));
      await expect(footer.locator("#newsletter-status .form-status__line").first()).toHaveText(l.newsletter.success);
      await expect(footer.getByLabel(l.newsletter.label)).toHaveValue("");
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang === "gr" ? "el" : l.lang);

      // The browser accepts "someone@localhost"; the server does not, and says why.
      await footer.getByLabel(l.newsletter.label).fill("someone@localhost");
      await footer.getByRole("button", { name: l.newsletter.submit }).click();
      await expect(footer.locator("#newsletter-status")).toHaveText(l.invalidEmail);
      await expect(footer.getByLabel(l.newsletter.label)).toHaveValue("someone@localhost");
      await expect(footer.getByLabel(l.newsletter.label)).toHaveAttribute("aria-invalid", "true");
    });

    test("the contact form posts to the page, which answers with the message; a refused address keeps the fields", async ({ page }) => {
      await page.goto(`/contact${l.query}`);
      const form = page.locator("form.contact__form");
      await form.getByLabel(l.contact.name, { exact: true }).fill("Ana Visitor");
      await form.getByLabel(l.contact.email, { exact: true }).fill(unique(`nojs-contact-${l.lang}`));
      await form.getByLabel(l.contact.message, { exact: true }).fill("Do you offer plans for marathon training?");
      await form.getByRole("button", { name: l.contact.send }).click();
      await expect(form.getByRole("status")).toHaveText(l.contact.success);
      await expect(form.getByLabel(l.contact.name, { exact: true })).toHaveValue("");
      await expect(form.getByRole("alert")).toHaveCount(0);

      await form.getByLabel(l.contact.name, { exact: true }).fill("Ana Visitor");
      await form.getByLabel(l.contact.email, { exact: true }).fill("ana@localhost");
      await form.getByLabel(l.contact.message, { exact: true }).fill("Hello");
      await form.getByRole("button", { name: l.contact.send }).click();
      await expect(form.getByRole("alert")).toContainText(l.invalidEmail);
      await expect(form.getByRole("status")).toHaveCount(0);
      await expect(form.getByLabel(l.contact.name, { exact: true })).toHaveValue("Ana Visitor");
      await expect(form.getByLabel(l.contact.message, { exact: true })).toHaveValue("Hello");
    });
  });
}

// axe runs in the page, so this one keeps JavaScript on for it and blocks the site's script
// instead: the forms post as they do without JavaScript.
test.describe("the answered pages", () => {
  test.use({ javaScriptEnabled: true });
  for (const l of LANGS) {
    test(`pass axe (${l.lang})`, async ({ page }) => {
      await page.route("**/assets/page-script-*", (route) => route.abort());
      await page.goto(`/contact${l.query}`);
      const form = page.locator("form.contact__form");
      await form.getByLabel(l.contact.name, { exact: true }).fill("Ana Visitor");
      await form.getByLabel(l.contact.email, { exact: true }).fill("ana@localhost");
      await form.getByLabel(l.contact.message, { exact: true }).fill("Hello");
      await form.getByRole("button", { name: l.contact.send }).click();
      await expect(form.getByRole("alert")).toContainText(l.invalidEmail);
      await expectNoAxeViolations(page, `contact error without the script (${l.lang})`);
      const footer = page.locator("footer");
      await footer.getByLabel(l.newsletter.label).fill(unique(`axe-${l.lang}`));
      await footer.getByRole("button", { name: l.newsletter.submit }).click();
      await expect(footer.locator("#newsletter-status .form-status__line").first()).toHaveText(l.newsletter.success);
      await expectNoAxeViolations(page, `newsletter answer without the script (${l.lang})`);
    });
  }
});

test("the REST endpoints answer as before: JSON in, JSON out", async ({ request }) => {
  const res = await request.post("/api/api/v1/subscribers", { data: { subscriber: { email: unique("rest"), language: "es" } } });
  expect(res.status()).toBe(201);
  expect(res.headers()["content-type"]).toContain("application/json");
});
