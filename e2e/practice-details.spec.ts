import { expect, test, type APIRequestContext } from "@playwright/test";
import { decodeWords, parseMail } from "../test/mail-parts";
import { login } from "./admin-helpers";
import { freeSlots } from "./booking-helpers";
import { withOwnServer } from "./own-server";

// Her own details everywhere: a new site shows the demo practice's name and contact details
// (seeded as its settings, and named on the dashboard as the demo's); once she saves hers in
// Practice Identity, no public page in any language, no legal text, no structured data and no
// mail keeps a trace of the demo's, its name included.

const own = withOwnServer("practice-details", 1800);
const API = "/api/api/v1";

/** What only the demo practice has: its name, address, mailbox, profiles, numbers as links, its IBAN. */
const DEMO_NAMES = ["Nutrition with Elena", "Nutrición con Elena", "Διατροφή με την Έλενα"];
const DEMO = [...DEMO_NAMES, "nutritionwithelena", "nutritionwelena", "Alcalá 120", "tel:+34612345678", "wa.me/34612345678", '"+34 612 345 678"', "ES91 2100"];

const HERS = {
  name_en: "Laura García Nutrition",
  name_es: "Laura García Nutrición",
  name_gr: "Laura García Διατροφή",
  email: "consulta@lauragarcia.es",
  phone: "+34 699 11 22 33",
  address: "Calle de Fuencarral 45\n28004 Madrid",
  chat_number: "+34 699 11 22 33",
  instagram_url: "https://www.instagram.com/lauragarcia.nutricion",
  tiktok_url: "",
  linkedin_url: "https://www.linkedin.com/in/lauragarcia",
  youtube_url: "",
  pinterest_url: "",
  facebook_url: "",
  x_url: "",
};

const LANGUAGES = ["en", "es", "gr"] as const;
const hersIn = (lang: (typeof LANGUAGES)[number]) => ({ en: HERS.name_en, es: HERS.name_es, gr: HERS.name_gr })[lang];
const PAGES = [
  "/",
  "/services",
  "/blogs",
  "/about",
  "/contact",
  "/contactus",
  "/book-consultation",
  "/booking",
  "/recipes",
  "/newsletter",
  "/newsletter-confirm",
  "/my-bookings",
  "/terms-of-service",
  "/privacy-policy",
  "/cookies-policy",
];

/** Every public page of the site: the fixed ones and each blog, recipe and newsletter of each language. */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const pages = [...PAGES];
  for (const lang of LANGUAGES) {
    for (const b of (await (await request.get(`${API}/blogs?language=${lang}`)).json()) as { slug: string }[]) pages.push(`/blogs/${b.slug}`);
    for (const r of (await (await request.get(`/api/recipes?language=${lang}`)).json()) as { slug: string }[]) pages.push(`/fullrecipe/${r.slug}`);
  }
  return [...new Set(pages)];
}

const demoIn = (text: string) => DEMO.filter((d) => text.includes(d));

test("the demo's details are named to her, and once she saves her own no page, legal text, structured data or mail shows the demo's", async ({ page }) => {
  test.setTimeout(300_000);
  // A new site: the demo's details are the settings' seed, shown on the pages and named on the dashboard.
  const before = await (await page.request.get("/contact?lang=es")).text();
  expect(demoIn(before)).toContain("tel:+34612345678");
  expect(demoIn(before)).toContain("Nutrición con Elena");
  await login(page);
  const demo = page.locator(".demo-settings");
  await expect(demo).toContainText("still hold the demo practice's made-up details");
  await expect(demo.getByRole("link")).toHaveText([
    "The practice's name",
    "Payment instructions (the demo's IBAN and Bizum number)",
    "Chat button number and social profiles",
    "Contact email, phone and address",
  ]);
  // This site runs in production: clients are not shown the demo's payment instructions.
  await expect(demo).toContainText("clients are not shown any");
  await own.shot(page, "dashboard-demo");

  // She fills in her own details on Practice Identity.
  await demo.getByRole("link", { name: "Chat button number and social profiles" }).click();
  await expect(page.getByRole("heading", { name: "Chat button and social profiles" })).toBeVisible();
  await page.getByLabel("Practice name in English").fill(HERS.name_en);
  await page.getByLabel("Practice name in Spanish").fill(HERS.name_es);
  await page.getByLabel("Practice name in Greek").fill(HERS.name_gr);
  await page.getByLabel("Contact email").fill(HERS.email);
  await page.getByLabel("Contact phone (optional)").fill(HERS.phone);
  await page.getByLabel("Fiscal address").fill(HERS.address);
  await page.getByLabel("WhatsApp number for the chat button").fill(HERS.chat_number);
  for (const [field, label] of [
    ["instagram_url", "Instagram profile address"],
    ["tiktok_url", "TikTok profile address"],
    ["linkedin_url", "LinkedIn profile address"],
    ["youtube_url", "YouTube channel address"],
    ["pinterest_url", "Pinterest profile address"],
    ["facebook_url", "Facebook page address"],
    ["x_url", "X profile address"],
  ] as const) {
    await page.getByLabel(label).fill(HERS[field]);
  }
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Practice identity saved.")).toBeVisible();
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(demo.getByRole("link")).toHaveText(["Payment instructions (the demo's IBAN and Bizum number)"]);

  // Every public page in every language: her details, none of the demo's (cached pages too).
  for (const path of await publicPages(page.request)) {
    for (const lang of LANGUAGES) {
      const url = `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
      const res = await page.request.get(url);
      expect(res.status(), url).toBeLessThan(500);
      const html = await res.text();
      expect(demoIn(html), url).toEqual([]);
      expect(html, url).toContain(`mailto:${HERS.email}`);
      expect(html, url).toContain("wa.me/34699112233");
      // Her name in the header, footer and title, in the page's language.
      expect(html, url).toContain(hersIn(lang));
    }
  }
  // The feeds and the site's own small pages name her practice too.
  for (const lang of LANGUAGES) {
    const rss = await (await page.request.get(`/rss.xml?lang=${lang}`)).text();
    expect(demoIn(rss), `rss ${lang}`).toEqual([]);
    expect(rss).toContain(`<title>${hersIn(lang)} · Blog</title>`);
  }
  // The contact page's structured data, the legal texts and the social links are hers.
  const contact = await (await page.request.get("/contact?lang=es")).text();
  expect(contact).toContain(`"email":"${HERS.email}"`);
  expect(contact).toContain('"streetAddress":"Calle de Fuencarral 45, 28004 Madrid"');
  expect(contact).toContain(HERS.instagram_url);
  await page.goto("/privacy-policy?lang=es");
  await expect(page.locator(".legal")).toContainText(`escribiendo a ${HERS.email}`);
  await expect(page.locator(".legal")).toContainText("Calle de Fuencarral 45, 28004 Madrid");
  await page.goto("/terms-of-service?lang=gr");
  await expect(page.locator(".legal__intro")).toContainText(`«${HERS.name_gr}»`);
  await expect(page).toHaveTitle(new RegExp(HERS.name_gr));
  await page.goto("/about?lang=gr");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("href", HERS.linkedin_url);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /TikTok/ })).toHaveCount(0);

  // A booking's mails and private page: her address, none of the demo's (nor its IBAN).
  const plans = (await (await page.request.get(`${API}/service_plans?language=es`)).json()) as { id: number; price: number; intro_call: boolean }[];
  const plan = plans.find((p) => p.price > 0 && !p.intro_call)!;
  const client = `details-${Date.now()}@example.com`;
  let status = 0;
  for (const [date, time] of await freeSlots(page.request, 6)) {
    const booked = await page.request.post("/api/bookings", {
      data: { service_plan_id: plan.id, date, time, name: "Marta Ruiz", email: client, phone_number: "6123456780", language: "es" },
    });
    status = booked.status();
    if (status === 201) break;
  }
  expect(status).toBe(201);
  await expect.poll(() => own.mailbox.received.filter((m) => m.to.includes(client)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const mails = own.mailbox.received.filter((m) => m.to.includes(client)).map((m) => parseMail(m.raw));
  for (const mail of mails) {
    expect(demoIn(`${mail.subject}\n${mail.text}\n${mail.html}\n${decodeWords(mail.headers.from ?? "")}`)).toEqual([]);
    // Signed, sent and headed with her name in the client's language.
    expect(decodeWords(mail.headers.from ?? "")).toContain(HERS.name_es);
    expect(mail.text).toContain(HERS.name_es);
  }
  // And every other mail the site sent (her notices among them) names none of the demo's details.
  for (const text of own.mailbox.received.map((m) => parseMail(m.raw).text)) expect(demoIn(text)).toEqual([]);
  const token = /manage-booking\/([A-Za-z0-9_-]+)/.exec(parseMail(own.mailbox.received.find((m) => m.to.includes(client))!.raw).text)![1]!;
  const managed = await (await page.request.get(`/api/bookings/manage/${token}`)).json();
  expect(managed.contact_email).toBe(HERS.email);
  const privatePage = await (await page.request.get(`/manage-booking/${token}?lang=es`)).text();
  expect(demoIn(privatePage)).toEqual([]);
});
