import crypto from "node:crypto";
import { linkInMailDrop } from "./mail-drop";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalScroll } from "./public-helpers";

// The pages a person reaches from a link in a mail, outside the web app: the unsubscribe
// confirmation and a download link that no longer works. Also: private pages are never cached.
const API = "/api";

async function subscribers(request: APIRequestContext): Promise<string[]> {
  const { token } = await (
    await request.post(`${API}/admin/login`, {
      data: { email: "admin@e2e.local", password: "e2e-admin-password" },
    })
  ).json();
  const list = await request.get(`${API}/api/v1/subscribers`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await list.json()) as { email: string }[]).map((s) => s.email);
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `/tmp/shot-${name}-${page.viewportSize()!.width}.png`,
    fullPage: true,
  });

const UNSUBSCRIBE = {
  es: {
    question: "¿Quieres darte de baja del boletín?",
    button: "Darme de baja",
    done: "Te has dado de baja.",
    htmlLang: "es",
  },
  gr: {
    question: "Θέλετε να διαγραφείτε από το ενημερωτικό δελτίο;",
    button: "Διαγραφή",
    done: "Η διαγραφή σας ολοκληρώθηκε.",
    htmlLang: "el",
  },
} as const;

for (const lang of ["es", "gr"] as const) {
  test(`the unsubscribe link asks first, in the subscriber's language, and the button unsubscribes (${lang})`, async ({ page, request }) => {
    const t = UNSUBSCRIBE[lang];
    const email = `e2e-unsub-${crypto.randomBytes(4).toString("hex")}@example.com`;
    expect(
      (
        await request.post(`${API}/api/v1/subscribers`, {
          data: { subscriber: { email, language: lang } },
        })
      ).status(),
    ).toBe(201);
    const link = await linkInMailDrop(email, /https?:\/\/[^\s"<>]+\/unsubscribe\?token=[A-Za-z0-9_-]+/);

    // The browser's own language is English (the default locale): the page follows the subscriber's.
    const res = await page.goto(link);
    expect(res!.status()).toBe(200);
    expect(res!.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.locator("html")).toHaveAttribute("lang", t.htmlLang);
    await expect(page.getByRole("heading", { level: 1, name: t.question })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await shot(page, `unsubscribe-confirm-${lang}`);
    await expectNoAxeViolations(page, `unsubscribe confirmation (${lang})`);
    await expectNoHorizontalScroll(page, `unsubscribe confirmation (${lang})`);
    // Opening the link changed nothing.
    expect(await subscribers(request)).toContain(email);

    // By keyboard, as anyone may.
    await page.getByRole("button", { name: t.button }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(t.done)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", t.htmlLang);
    await shot(page, `unsubscribe-done-${lang}`);
    await expectNoAxeViolations(page, `unsubscribed (${lang})`);
    expect(await subscribers(request)).not.toContain(email);
  });
}

const PDF_PAGE = {
  es: {
    locale: "es-ES",
    title: "Este enlace de descarga no es válido",
    action: "Pedir un enlace nuevo",
    htmlLang: "es",
  },
  gr: {
    locale: "el-GR",
    title: "Αυτός ο σύνδεσμος λήψης δεν είναι έγκυρος",
    action: "Ζητήστε νέο σύνδεσμο",
    htmlLang: "el",
  },
} as const;

for (const lang of ["es", "gr"] as const) {
  test.describe(`a visitor whose browser speaks ${lang}`, () => {
    // The browser's language (Accept-Language) is the visitor's.
    test.use({ locale: PDF_PAGE[lang].locale });
    test(`a download link that does not work shows what to do, in the visitor's language (${lang})`, async ({ page }) => {
      const t = PDF_PAGE[lang];
      const res = await page.goto(`${API}/pdf/healthy-shopping-list.pdf?token=${crypto.randomBytes(32).toString("base64url")}`);
      expect(res!.status()).toBe(403);
      await expect(page.locator("html")).toHaveAttribute("lang", t.htmlLang);
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByRole("link", { name: t.action })).toHaveAttribute("href", new RegExp(`/contact\\?lang=${lang}$`));
      await shot(page, `pdf-link-${lang}`);
      await expectNoAxeViolations(page, `download link page (${lang})`);
      await expectNoHorizontalScroll(page, `download link page (${lang})`);
    });
  });
}

test("the client's booking page and its data requests are never stored by a cache", async ({ request }) => {
  const [plan] = await (await request.get(`${API}/api/v1/service_plans?language=en`)).json();
  const { dates, first_date, last_date } = await (await request.get(`${API}/bookings/unavailable_dates`)).json();
  let slot: [string, string] | undefined;
  for (let d = new Date(`${first_date}T12:00:00Z`); !slot && d.toISOString().slice(0, 10) <= last_date; d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    if (dates.includes(date)) continue;
    const { available_times } = await (await request.get(`${API}/bookings/available_times?date=${date}`)).json();
    if (available_times[0]) slot = [date, available_times[0]];
  }
  const email = `e2e-cache-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const created = await request.post(`${API}/bookings`, {
    data: {
      service_plan_id: plan.id,
      date: slot![0],
      time: slot![1],
      name: "Cache Test",
      email,
      phone_number: "6123456789",
      message: "",
    },
  });
  expect(created.status()).toBe(201);
  const link = new URL(await linkInMailDrop(email, /https?:\/\/[^\s"<>]+\/manage-booking\/[A-Za-z0-9_-]+\?lang=\w+/));
  for (const url of [`${link.pathname}${link.search}`, `${link.pathname}.data${link.search}`]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()["cache-control"], url).toBe("private, no-store");
    expect(res.headers().etag, url).toBeUndefined();
  }
});
