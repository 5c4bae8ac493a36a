import { expect, test, type Page } from "@playwright/test";
import { hydrated, prepare } from "./public-helpers";
import { VIEWPORT } from "./viewports";

test.beforeEach(async ({ context }) => prepare(context));

const visibleSlides = (page: Page, carousel: string) => page.locator(`${carousel} .carousel__slide:not([inert])`);

test.describe("home", () => {
  test("hero, concept carousel at 4/3/2/1 per view with 500 ms transitions, buttons and arrow keys", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByText("Empowering individuals to optimize their nutrition")).toBeVisible();
    await expect(page.locator(".hero").getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/book-consultation");
    const concepts = page.getByRole("group", { name: "Our Approach to Nutrition" });
    await expect(concepts.locator(".carousel__slide")).toHaveCount(7);
    await expect(concepts.locator(".carousel__slide h3")).toHaveText([
      "Nutritional Education",
      "Body Recomposition",
      "Exercise Nutrition",
      "Digestive Symptoms",
      "Allergies and Intolerances",
      "Pathologies",
      "Vegan Nutrition",
    ]);
    expect(await concepts.locator(".carousel__track").evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.5s");
    for (const [width, n] of [
      [1280, 4],
      [1100, 3],
      [800, 2],
      [500, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect(visibleSlides(page, ".carousel--concepts")).toHaveCount(n);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await concepts.getByRole("button", { name: "Next" }).click();
    await expect(visibleSlides(page, ".carousel--concepts").first()).toContainText("Body Recomposition");
    await concepts.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(visibleSlides(page, ".carousel--concepts").first()).toContainText("Exercise Nutrition");
    await page.keyboard.press("ArrowLeft");
    await expect(visibleSlides(page, ".carousel--concepts").first()).toContainText("Body Recomposition");
  });

  test("services carousel: 3/2/1 per view, auto-advance every 2 s that pauses on hover and with the pause button", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const services = page.getByRole("group", { name: "Our Services" });
    await expect(services.getByRole("link", { name: /^Go To Service/ }).first()).toHaveAttribute("href", /^\/services/);
    await expect(visibleSlides(page, ".carousel--services")).toHaveCount(3);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(visibleSlides(page, ".carousel--services")).toHaveCount(2);
    await page.setViewportSize({ width: 420, height: 900 });
    await expect(visibleSlides(page, ".carousel--services")).toHaveCount(1);

    await page.mouse.move(5, 5);
    const first = () => visibleSlides(page, ".carousel--services").first().locator("h3").textContent();
    const start = await first();
    await expect.poll(first, { timeout: 3500 }).not.toBe(start);
    // Hovering holds it still.
    await services.locator(".carousel__viewport").hover();
    const held = await first();
    await page.waitForTimeout(2600);
    expect(await first()).toBe(held);
    await page.mouse.move(5, 5);
    await services.getByRole("button", { name: "Pause automatic scrolling" }).click();
    await page.mouse.move(5, 5);
    await page.locator("h1").click();
    const paused = await first();
    await page.waitForTimeout(2600);
    expect(await first()).toBe(paused);
    await expect(services.getByRole("button", { name: "Resume automatic scrolling" })).toBeVisible();
  });

  test("no auto-advance for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 420, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const services = page.getByRole("group", { name: "Our Services" });
    await expect(services.getByRole("button", { name: "Pause automatic scrolling" })).toHaveCount(0);
    const first = await visibleSlides(page, ".carousel--services").first().textContent();
    await page.waitForTimeout(2500);
    expect(await visibleSlides(page, ".carousel--services").first().textContent()).toBe(first);
  });

  test("the Instagram section falls back to a gallery and a link until cookies are accepted", async ({ page }) => {
    await page.route(/instagram\.com/, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>feed</title>" }));
    await page.goto("/");
    await hydrated(page);
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Check out our latest Instagram Posts" }) });
    await expect(section.locator("iframe")).toHaveCount(0);
    await expect(section.getByRole("link", { name: /Follow @nutritionwithelena on Instagram/ })).toHaveAttribute("href", /instagram\.com\/nutritionwithelena/);
    await section.getByRole("button", { name: "Accept cookies and show" }).click();
    await expect(section.locator("iframe")).toHaveAttribute("src", /instagram\.com\/nutritionwithelena\/embed/);
  });
});

test.describe("services", () => {
  test("plan cards with € prices, ticked features and 'Book Now' to the booking form; how it works", async ({ page, request }) => {
    const plans = (await (await request.get("/api/api/v1/service_plans?language=es")).json()) as {
      id: number;
      title: string;
      price: number;
      features: unknown[];
    }[];
    await page.goto("/services?lang=es");
    await expect(page.getByRole("heading", { name: "Planes de servicio disponibles" })).toBeVisible();
    const cards = page.locator(".plan");
    await expect(cards).toHaveCount(plans.length);
    // The free intro call says so; the others show euros.
    for (const [i, p] of plans.entries()) await expect(cards.nth(i).locator(".plan__price")).toHaveText(p.price === 0 ? "Gratis" : /^\d+\s€$/);
    await expect(cards.first().locator(".ticks li")).toHaveCount(plans[0]!.features.length);
    await expect(cards.first().getByRole("link", { name: /^Reservar ahora/ })).toHaveAttribute("href", `/book-consultation?service=${plans[0]!.id}&lang=es`);
    await expect(page.getByRole("heading", { name: "Cómo funcionan nuestros servicios" })).toBeVisible();
    await expect(page.getByText(/hablamos unos 15 minutos/)).toBeVisible(); // the intro plan says it too
    await expect(page.getByText("24 h entre sesiones")).toBeVisible();
  });

  // Content pages load as pages (docs/decisions/031): the loading states show when a page of
  // the application (the booking form) moves to one with its router.
  test("'Loading service plans...' shows while the booking page's link loads them", VIEWPORT, async ({ page }) => {
    await page.goto("/book-consultation?lang=gr");
    await hydrated(page);
    await page.route("**/services.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    if ((page.viewportSize()?.width ?? 1280) < 840) await page.getByRole("button", { name: "Άνοιγμα μενού" }).click();
    await page.getByRole("navigation", { name: "Κύρια πλοήγηση" }).getByRole("link", { name: "Υπηρεσίες" }).click();
    await expect(page.locator("main").getByText("Φόρτωση προγραμμάτων υπηρεσιών...")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Διαθέσιμα προγράμματα υπηρεσιών" })).toBeVisible();
  });
});

test.describe("blogs", () => {
  test("list: six skeletons while loading, cards with date, share links, copy link and 'Read More'", async ({ page, request }) => {
    const blogs = (await (await request.get("/api/api/v1/blogs?language=en")).json()) as { slug: string; title: string }[];
    await page.goto("/book-consultation");
    await hydrated(page);
    await page.route("**/blogs.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.locator("footer").getByRole("link", { name: "Blogs" }).click();
    await expect(page.getByTestId("blog-skeleton")).toHaveCount(6);
    await expect(page.locator(".blog-card")).toHaveCount(Math.min(12, blogs.length));
    // The list as a page of its own, with the site script only.
    await page.goto("/blogs");
    await hydrated(page);
    // The list shows the newest 12 (paging has its own journey, e2e/public-paging.spec.ts).
    await expect(page.locator(".blog-card")).toHaveCount(Math.min(12, blogs.length));
    const card = page.locator(".blog-card").first();
    await expect(card.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]{2,4} \d{4}$/);
    await expect(card.getByRole("link", { name: new RegExp(`^Read More ?: ${blogs[0]!.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })).toHaveAttribute(
      "href",
      `/blogs/${blogs[0]!.slug}`,
    );
    for (const [name, host] of [
      ["Facebook", "facebook.com"],
      ["Twitter", "twitter.com"],
      ["LinkedIn", "linkedin.com"],
      ["WhatsApp", "wa.me"],
    ]) {
      await expect(card.getByRole("link", { name: new RegExp(`^Share on ${name}`) })).toHaveAttribute("href", new RegExp(host!.replace(".", "\\.")));
    }
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await card.getByRole("button", { name: /^Copy link/ }).click();
    await expect(card.getByText("Link copied!")).toBeVisible();
  });

  test("single blog: content blocks, meta title and description, related posts without itself", async ({ page, request }) => {
    const blogs = (await (await request.get("/api/api/v1/blogs?language=en")).json()) as {
      slug: string;
      title: string;
      meta_info: { meta_title: string; meta_description: string };
      description: string;
      content: { blocks: { type: string }[] };
    }[];
    // A post with headings and lists (earlier journeys may have added short ones that sort first).
    const blog = blogs.find((b) => ["header", "list"].every((type) => b.content.blocks.some((x) => x.type === type)))!;
    await page.goto(`/blogs/${blog.slug}`);
    await expect(page.locator("h1")).toHaveText(blog.title);
    await expect(page).toHaveTitle(new RegExp((blog.meta_info.meta_title || blog.title).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", blog.meta_info.meta_description || blog.description);
    const body = page.locator(".article__body .blocks");
    await expect(body.locator("p").first()).toBeVisible();
    await expect(body.locator("h2").first()).toBeVisible();
    await expect(body.locator("ul, ol").first()).toBeVisible();
    const related = page.locator("section", { has: page.getByRole("heading", { name: "Related Posts" }) });
    await expect(related.locator(".blog-card")).toHaveCount(Math.min(3, blogs.length - 1));
    await expect(related.locator(`a[href="/blogs/${blog.slug}"]`)).toHaveCount(0);
  });
});

test.describe("recipes", () => {
  test("list cards link to the full recipe; info strip, checklists that toggle, 'Step N', daily values", async ({ page, request }) => {
    const recipes = (await (await request.get("/api/recipes?language=gr")).json()) as {
      slug: string;
      title: string;
      instructions: unknown[];
      ingredients: unknown[];
    }[];
    await page.goto("/recipes?lang=gr");
    await expect(page.locator(".recipe-card")).toHaveCount(Math.min(12, recipes.length));
    await page.getByRole("link", { name: recipes[0]!.title }).click();
    await expect(page).toHaveURL(`/fullrecipe/${recipes[0]!.slug}?lang=gr`);
    await expect(page.locator("h1")).toHaveText(recipes[0]!.title);
    await expect(page.locator(".recipe__head .recipe-info dt")).toContainText(["Χρόνος", "Δυσκολία", "Μερίδες"]);
    await expect(page.locator(".recipe__ingredients input[type=checkbox]")).toHaveCount(recipes[0]!.ingredients.length);
    await expect(page.locator(".recipe__steps .checklist__step")).toHaveCount(recipes[0]!.instructions.length);
    await expect(page.locator(".recipe__steps .checklist__step").first()).toHaveText("Βήμα 1");
    const box = page.locator(".recipe__ingredients input[type=checkbox]").first();
    await box.check();
    await expect(box).toBeChecked();
    await box.uncheck();
    await expect(box).not.toBeChecked();
    await expect(page.locator(".nutrition tbody tr td:last-child").first()).toHaveText(/^\d+,\d%$/);
  });

  test("'Loading recipes...' while the list loads; 'Recipe not found.' for an unknown slug", VIEWPORT, async ({ page }) => {
    await page.route("**/recipes.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.goto("/book-consultation");
    await hydrated(page);
    if ((page.viewportSize()?.width ?? 1280) < 840) await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Recipes" }).click();
    await expect(page.locator("main").getByText("Loading recipes...")).toBeVisible();
    await expect(page.locator(".recipe-card").first()).toBeVisible();
    const res = await page.goto("/fullrecipe/not-a-recipe");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("alert")).toHaveText("Recipe not found.");
  });
});

test.describe("about and contact", () => {
  test("about: specialties, five journey sections, buttons to /contactus and /booking, social icons", async ({ page }) => {
    await page.goto("/about?lang=gr");
    await expect(page.locator(".specialties li")).toHaveCount(8);
    await expect(page.locator(".journey__item")).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Επικοινωνήστε μαζί μας" })).toHaveAttribute("href", "/contactus?lang=gr");
    await expect(page.getByRole("link", { name: "Κλείστε μια συνεδρία" })).toHaveAttribute("href", "/booking?lang=gr");
    await expect(page.locator("main .social-links a")).toHaveCount(7);
  });

  test("contact: email, phone and Madrid address; the map waits for consent", async ({ page }) => {
    await page.goto("/contact");
    const details = page.locator(".details");
    await expect(details.locator("a[href^='mailto:']")).toBeVisible();
    await expect(details.locator("a[href^='tel:']")).toBeVisible();
    await expect(details.locator("address")).toContainText("Madrid");
    await expect(page.locator("main iframe")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Open on Google Maps/ })).toHaveAttribute("href", /google\.com\/maps/);
  });
});
