import { expect, test } from "@playwright/test";
import { hydrated, prepare } from "./public-helpers";
import { VIEWPORT } from "./viewports";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./admin-helpers";

// A page that hydrates is painted from the server's HTML before its application is fetched,
// and starts it right after; a form sent meanwhile is held until the page is ready
// (server/http/deferred-app-start.ts, docs/decisions/032).

test.describe("the booking page's first paint", () => {
  test("comes before the application's modules are asked for; the page then works", VIEWPORT, async ({ page, context }) => {
    await prepare(context);
    await page.goto("/book-consultation?lang=es");
    await hydrated(page);
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      const modules = performance.getEntriesByType("resource").filter((e) => /\/assets\/.*\.js$/.test(e.name));
      return { paint, firstModule: Math.min(...modules.map((e) => e.startTime)), modules: modules.length };
    });
    expect(order.paint).toBeDefined();
    expect(order.modules).toBeGreaterThan(5);
    expect(order.firstModule).toBeGreaterThan(order.paint!);
    // Nothing of the framework's preloads is left in the page as the server wrote it.
    const html = await (await page.request.get("/book-consultation?lang=es")).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);

    // Hydrated: the calendar and the plan list answer.
    // Each plan has its own full days: the calendar is redrawn when the plan's days arrive, so
    // the day is chosen from the redrawn calendar and named by its date, not by its place.
    const planDays = page.waitForResponse((r) => r.url().includes("/bookings/unavailable_dates?service_plan_id="));
    await page.getByLabel("Servicio").selectOption({ index: 1 });
    const full: string[] = ((await (await planDays).json()) as { dates: string[] }).dates;
    const open = page.locator(".month-calendar__day:not([aria-disabled])");
    await expect.poll(() => open.evaluateAll((days, full) => days.filter((d) => full.includes((d as HTMLElement).dataset.date!)).length, full)).toBe(0);
    const date = await open.first().getAttribute("data-date");
    const day = page.locator(`.month-calendar__day[data-date="${date}"]`);
    await day.click();
    await expect(day.locator("xpath=..")).toHaveAttribute("aria-selected", "true");
  });

  test("shows the consent banner before any script of the page has run", VIEWPORT, async ({ page, context }) => {
    await prepare(context, { consent: null });
    // The application never arrives: what shows is the server's page and its inline scripts.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/book-consultation?lang=gr");
    await expect(page.getByRole("region", { name: "Συγκατάθεση για cookies" })).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-ready");
  });
});

test.describe("the booking form sent before the application started", () => {
  test.use({ javaScriptEnabled: false });

  for (const l of [
    { lang: "es", name: "Nombre", email: "Correo electrónico", send: "Reservar consulta", notice: "Todavía no se ha reservado nada" },
    { lang: "gr", name: "Όνομα", email: "Email", send: "Κλείστε ραντεβού", notice: "Δεν έχει γίνει ακόμη κράτηση" },
  ]) {
    test(`is posted, books nothing and comes back with what was typed (${l.lang})`, async ({ page, context }) => {
      await prepare(context);
      await page.goto(`/book-consultation?lang=${l.lang}`);
      const form = page.locator("form.booking__form");
      await form.getByLabel(l.name, { exact: true }).fill("Ana Ruiz");
      await form.getByLabel(l.email, { exact: true }).fill("ana.nojs@example.com");
      await form.locator('[type="submit"]').click();
      // A post to the page itself: nothing typed goes into the address.
      await expect(page).toHaveURL(new RegExp(`/book-consultation\\?lang=${l.lang}$`));
      await expect(page.locator("#booking-status")).toContainText(l.notice);
      await expect(form.getByLabel(l.name, { exact: true })).toHaveValue("Ana Ruiz");
      await expect(form.getByLabel(l.email, { exact: true })).toHaveValue("ana.nojs@example.com");
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang === "gr" ? "el" : l.lang);
    });
  }
});

test.describe("the admin's sign-in before the application started", () => {
  test("is held and sent once the page has started: the password never goes into the address", async ({ page }) => {
    // The modules wait until the form has been sent, as on a slow connection.
    let release!: () => void;
    const sent = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await sent;
      await route.continue();
    });
    await page.goto("/admin-login");
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-ready");
    expect(new URL(page.url()).search).toBe("");
    release();
    await expect(page.getByRole("heading", { name: "Welcome, Admin!" })).toBeVisible();
    expect(page.url()).not.toContain(ADMIN_PASSWORD);
  });

  test("goes to the server as a post when the application cannot be fetched: nothing typed is in the address", async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/admin-login");
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill("not-in-the-address");
    const posted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/admin-login");
    await page.getByRole("button", { name: "Login" }).click();
    expect((await posted).postData()).toContain("password=not-in-the-address");
    await page.waitForLoadState();
    expect(page.url()).toMatch(/\/admin-login$/);
  });
});
