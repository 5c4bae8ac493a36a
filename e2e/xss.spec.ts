import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { XSS_VECTORS } from "../test/xss-corpus";
import { freeSlots, manageLinkFor } from "./booking-helpers";

// The XSS corpus saved through every rich and free-text field, then the pages that show them
// opened in Chromium: no dialog may open and no vector may run (each would set window.__xss).
// Everything created here is deleted afterwards, so other journeys see the usual demo content.

const API = "/api";
const ADMIN = { email: "admin@e2e.local", password: "e2e-admin-password" };
const created: { blogs: string[]; recipes: string[]; plans: number[]; contact: number[]; bookings: number[] } = {
  blogs: [],
  recipes: [],
  plans: [],
  contact: [],
  bookings: [],
};
let token = "";
let manageLink: string | undefined;
const auth = () => ({ authorization: `Bearer ${token}` });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several resources
async function ok(res: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<any> {
  expect(res.status(), `${what}: ${(await res.text()).slice(0, 300)}`).toBeLessThan(300);
  return res.json();
}

test.describe.configure({ mode: "serial" });

// Single-line fields refuse control characters (server/security/control-characters.test.ts):
// they get each vector as an input field would hold it, with those as spaces.
const line = (s: string) => s.replace(/[\u0000-\u001f\u007f]/g, " ");

test.beforeAll(async ({ request }) => {
  token = (await ok(await request.post(`${API}/admin/login`, { data: ADMIN }), "login")).token;
  const payloads = XSS_VECTORS.map((v) => v.payload);
  const blocks = payloads.flatMap((p) => [
    { type: "paragraph", data: { text: p } },
    { type: "header", data: { text: p, level: 3 } },
    { type: "list", data: { style: "unordered", items: [{ content: p, meta: {}, items: [] }] } },
    { type: "quote", data: { text: p, caption: p, alignment: "left" } },
    { type: "table", data: { withHeadings: false, content: [[p, p]] } },
    { type: "code", data: { code: p } },
  ]);
  // One blog holding every vector in every block; one per vector for the list's titles.
  const all = await ok(
    await request.post(`${API}/api/v1/blogs`, {
      headers: auth(),
      data: {
        blog: {
          title: "XSS corpus",
          description: payloads[0],
          category: "Security",
          published_date: "2025-01-02",
          language: "en",
          slug: "xss-corpus-all",
          content: { blocks },
        },
        meta_title: line(payloads[1]!),
        meta_description: payloads[2],
      },
    }),
    "blog",
  );
  created.blogs.push(all.slug);
  for (const [i, p] of payloads.entries()) {
    const b = await ok(
      await request.post(`${API}/api/v1/blogs`, {
        headers: auth(),
        data: {
          blog: {
            title: line(p),
            description: p,
            category: line(p).slice(0, 60),
            published_date: "2025-01-01",
            language: "en",
            slug: `xss-corpus-${i}`,
            content: { blocks: [{ type: "paragraph", data: { text: p } }] },
          },
        },
      }),
      `blog ${i}`,
    );
    created.blogs.push(b.slug);
  }
  const recipe = (title: string, slug: string, items: string[]) => ({
    recipe: {
      title: line(title),
      description: items[0],
      category: line(items[1]!).slice(0, 60),
      slug,
      language: "en",
      ingredients_attributes: items.map((p) => ({ name: line(p), quantity: "1", size: line(p).slice(0, 20) })),
      instructions_attributes: items.map((p, i) => ({ step_number: i + 1, step_content: p })),
      nutritional_facts_attributes: items.slice(0, 10).map((p) => ({ name: line(p).slice(0, 60), quantity: "1", size: "g" })),
      valuable_info_attributes: { duration: line(items[2]!).slice(0, 40), difficulty: "Easy", portions: 1 },
      meta_info_attributes: { meta_title: line(items[3]!), meta_description: items[4], meta_keywords: line(items[5]!) },
    },
  });
  created.recipes.push(
    (await ok(await request.post(`${API}/recipes`, { headers: auth(), data: recipe("XSS corpus", "xss-corpus-all", payloads) }), "recipe")).slug,
  );
  for (const [i, p] of payloads.entries()) {
    created.recipes.push(
      (await ok(await request.post(`${API}/recipes`, { headers: auth(), data: recipe(p, `xss-corpus-${i}`, [p, p, p, p, p, p]) }), `recipe ${i}`)).slug,
    );
  }
  for (let i = 0; i < payloads.length; i += 3) {
    const trio = [0, 1, 2].map((k) => payloads[(i + k) % payloads.length]!);
    const res = await ok(
      await request.post(`${API}/api/v1/service_plans`, {
        headers: auth(),
        data: {
          service_plans: (["en", "es", "gr"] as const).map((language, k) => ({
            title: line(trio[k]!),
            description: trio[k],
            price: 40,
            order: 900 + i,
            language,
            features_attributes: [{ name: line(trio[k]!) }, { name: line(trio[(k + 1) % 3]!) }],
          })),
        },
      }),
      "plans",
    );
    created.plans.push(...res.service_plans.map((p: { id: number }) => p.id));
  }
  for (const p of payloads) {
    await ok(
      await request.post(`${API}/api/v1/contact_messages`, { data: { contact_message: { name: line(p).slice(0, 200), email: "xss@e2e.local", message: p } } }),
      "contact",
    );
  }
  const inbox = (await (await request.get(`${API}/api/v1/contact_messages`, { headers: auth() })).json()) as { id: number; email: string }[];
  created.contact.push(...inbox.filter((m) => m.email === "xss@e2e.local").map((m) => m.id));
  const [slot] = await freeSlots(request, 1);
  const email = `xss-${Date.now()}@e2e.local`;
  const booking = await ok(
    await request.post(`${API}/bookings`, {
      data: {
        service_plan_id: created.plans[0],
        date: slot![0],
        time: slot![1],
        name: line(payloads[11]!).slice(0, 200),
        email,
        phone_number: "6123456789",
        message: payloads.join("\n").slice(0, 5000),
      },
    }),
    "booking",
  );
  created.bookings.push(booking.id);
  manageLink = await manageLinkFor(email);
});

test.afterAll(async ({ request }) => {
  for (const slug of created.blogs) await request.delete(`${API}/api/v1/blogs/${slug}`, { headers: auth() });
  for (const slug of created.recipes) await request.delete(`${API}/recipes/slug/${slug}`, { headers: auth() });
  for (const id of created.plans) await request.delete(`${API}/api/v1/service_plans/${id}`, { headers: auth() });
  for (const id of created.bookings) await request.delete(`${API}/bookings/${id}`, { headers: auth() });
  for (const id of created.contact) await request.delete(`${API}/api/v1/contact_messages/${id}`, { headers: auth() });
});

/** Opens a page, moves the pointer over it, and says what ran that should not have. */
async function visit(page: Page, url: string, shows?: string) {
  const dialogs: string[] = [];
  page.on("dialog", async (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    await d.dismiss();
  });
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Refused to (execute|load|frame)|Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
  await page.waitForLoadState("networkidle");
  // Handlers that wait for a pointer or focus get both.
  await page.mouse.move(200, 300);
  await page.mouse.move(400, 500);
  await page.keyboard.press("Tab");
  await page.waitForTimeout(300);
  const ran: unknown[] = [];
  for (const frame of page.frames()) ran.push(await frame.evaluate(() => (window as unknown as { __xss?: unknown }).__xss).catch(() => undefined));
  // The vectors are on the page, as text: they were rendered, not dropped.
  if (shows) await expect(page.locator("body")).toContainText(shows);
  expect(dialogs, `${url}: dialogs`).toEqual([]);
  expect(
    ran.filter((x) => x !== undefined),
    `${url}: window.__xss`,
  ).toEqual([]);
  expect(violations, `${url}: blocked injections (CSP reports)`).toEqual([]);
}

test.beforeEach(async ({ context }) => {
  // Third-party frames load only after consent: accept, so they would load if injected.
  await context.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
});

const SCRIPT = XSS_VECTORS[0]!.payload; // <script>window.__xss=1</script>
const PAGES: [string, string?][] = [
  ["/blogs"],
  ["/blogs/xss-corpus-all", SCRIPT],
  ["/blogs/xss-corpus-0", SCRIPT],
  ["/blogs/xss-corpus-12"],
  ["/recipes"],
  ["/fullrecipe/xss-corpus-all", SCRIPT],
  ["/fullrecipe/xss-corpus-33", XSS_VECTORS[33]!.payload.trim()],
  ["/services"],
  ["/"],
];
for (const [url, shows] of PAGES) {
  test(`the corpus stays inert on ${url}`, async ({ page }) => {
    await visit(page, url, shows);
  });
}

test("the corpus stays inert on the client's booking page", async ({ page }) => {
  test.skip(!manageLink, "no confirmation mail in the outbox");
  await visit(page, manageLink!, SCRIPT);
});

// The admin screens render the same records client-side, with the stored admin token.
test.describe("admin screens", () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript((t) => localStorage.setItem("adminToken", t), token);
  });

  // [what, address (known once the records exist), a vector the screen must show as text]
  const screens: [string, () => string, string?][] = [
    ["the dashboard", () => "/admin-dashboard"],
    ["the blog list", () => "/admin-blog-list"],
    ["a blog's view", () => "/admin-view-blog/xss-corpus-all", SCRIPT],
    ["the blog editor", () => "/admin-edit-blog/xss-corpus-all"],
    ["the recipe list", () => "/admin-recipes"],
    ["a recipe's view", () => "/admin-recipes/view/xss-corpus-all", SCRIPT],
    ["the recipe editor", () => "/admin-recipes/edit/xss-corpus-all"],
    ["the service plan list", () => "/admin-view-service-plans"],
    ["the service plan editor", () => `/admin-edit-service-plans/${created.plans[0]}`],
    ["the booking list", () => "/admin-view-bookings"],
    ["a booking's details", () => `/admin-booking-details/${created.bookings[0]}`, SCRIPT],
    ["the message inbox", () => "/admin-messages", SCRIPT],
  ];
  for (const [what, url, shows] of screens) {
    test(`the corpus stays inert on ${what}`, async ({ page }) => {
      await visit(page, url(), shows);
    });
  }
});
