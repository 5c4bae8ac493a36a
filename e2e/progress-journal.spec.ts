import crypto from "node:crypto";
import fs from "node:fs";
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { bookFirstPlan } from "./booking-helpers";
import { expectNoAxeViolations, expectNoHorizontalScroll, hydrated, prepare } from "./public-helpers";
import { expectNoAxeViolations as expectNoAdminAxeViolations, login } from "./admin-helpers";
import { linkInMailDrop } from "./mail-drop";
import { VIEWPORT } from "./viewports";

// Between sessions: she notes her weight and photographs a meal from /my-bookings; the
// nutritionist comments the meal and sets her goal from her client page.
const API = "/api";
const SHOTS = "/tmp/progress-shots";
const unique = () => `e2e-progress-${crypto.randomBytes(4).toString("hex")}@example.com`;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

/** A photo as a phone sends it, with the camera's details in its EXIF. */
const mealPhoto = () =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: "#6b8e23" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker" } })
    .toBuffer();

/** A day before today (UTC calendar: never after Madrid's today), as YYYY-MM-DD. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

test("the client notes her weight twice, sees its chart and adds a photo of her meal (Greek)", VIEWPORT, async ({ page, context, request }) => {
  await prepare(context, { theme: "light" });
  const email = unique();
  await bookFirstPlan(request, email, "gr", 6, "Ελένη Παπαδοπούλου");
  await request.post(`${API}/api/v1/client_links`, { data: { email, language: "gr" } });
  await page.goto(await linkInMailDrop(email, /\/my-bookings\?lang=gr&token=[A-Za-z0-9_-]+/));
  await hydrated(page);

  const progress = page.getByRole("region", { name: "Η πρόοδός σας" });
  await expect(progress.getByLabel("Μέτρηση")).toHaveValue("weight");
  for (const [value, date] of [
    ["71,4", daysAgo(6)],
    ["70,8", daysAgo(1)],
  ] as const) {
    await progress.getByLabel("Τιμή").fill(value);
    await progress.getByLabel("Ημερομηνία").fill(date);
    await progress.getByRole("button", { name: "Αποθήκευση μέτρησης" }).click();
    await expect(progress.getByRole("status").filter({ hasText: "Η μέτρηση αποθηκεύτηκε." })).toBeVisible();
    await expect(progress.getByLabel("Τιμή")).toHaveValue("");
  }
  const weight = progress.getByRole("region", { name: "Βάρος" });
  const chart = weight.getByRole("img", { name: /^Γράφημα: Βάρος με τον χρόνο/ });
  await expect(chart).toBeVisible();
  // The chart fits the phone's width and is drawn at a readable size.
  const box = (await chart.boundingBox())!;
  expect(box.width).toBeGreaterThan(280);
  expect(box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // The same values in a table, for screen readers.
  const table = weight.getByRole("table", { name: "Βάρος: όλες οι καταχωρίσεις" });
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table.locator("tbody")).toContainText("71,4");
  await expect(table.locator("tbody")).toContainText("70,8");
  // Her last entry can be changed for a day.
  await expect(weight.getByRole("button", { name: /^Αλλαγή/ })).toBeVisible();
  await shot(page, "my-progress-gr");
  await expectNoAxeViolations(page, "my-bookings progress (gr)");
  await expectNoHorizontalScroll(page, "my-bookings progress (gr)");

  const journal = page.getByRole("region", { name: "Το ημερολόγιο γευμάτων σας" });
  const input = journal.getByLabel("Φωτογραφία του γεύματος");
  await expect(input).toHaveAttribute("capture", "environment");
  await input.setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await mealPhoto() });
  await journal.getByLabel("Γεύμα", { exact: true }).selectOption("lunch");
  await journal.getByLabel("Σημείωση (προαιρετικά)").fill("Φακές με ψωμί");
  await journal.getByRole("button", { name: "Προσθήκη στο ημερολόγιο" }).click();
  await expect(journal.getByRole("status").filter({ hasText: "Προστέθηκε στο ημερολόγιό σας." })).toBeVisible();
  const photo = journal.getByRole("img", { name: /^Φωτογραφία: Μεσημεριανό/ });
  await expect(photo).toBeVisible();
  await expect(journal.getByText("Φακές με ψωμί")).toBeVisible();
  // What the browser gets back is the re-encoded photo, without the camera's details.
  const bytes = await (await page.request.get((await photo.getAttribute("src"))!)).body();
  expect((await sharp(bytes).metadata()).format).toBe("webp");
  expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
  await shot(page, "my-journal-gr");
  await expectNoAxeViolations(page, "my-bookings journal (gr)");
  await expectNoHorizontalScroll(page, "my-bookings journal (gr)");
});

test("the nutritionist comments a meal of her journal and sets her weight goal (Spanish)", async ({ page, request }) => {
  const email = unique();
  const name = `Carmen Díaz ${crypto.randomBytes(2).toString("hex")}`;
  await bookFirstPlan(request, email, "es", 7, name);
  // She notes her weight and a meal through her own session (the request context keeps her cookie).
  await request.post(`${API}/api/v1/client_links`, { data: { email, language: "es" } });
  const link = await linkInMailDrop(email, /\/my-bookings\?lang=es&token=([A-Za-z0-9_-]+)/);
  const token = /token=([A-Za-z0-9_-]+)/.exec(link)![1]!;
  expect((await request.post(`${API}/api/v1/client_session`, { data: { token } })).status()).toBe(200);
  for (const [value, date] of [
    [68.2, daysAgo(8)],
    [67.5, daysAgo(1)],
  ] as const)
    expect((await request.post(`${API}/api/v1/me/measurements`, { data: { kind: "weight", value, date } })).status()).toBe(201);
  const added = await request.post(`${API}/api/v1/me/journal`, {
    multipart: {
      photo: { name: "cena.jpg", mimeType: "image/jpeg", buffer: await mealPhoto() },
      meal: "dinner",
      eaten_at: new Date(Date.now() - 3_600_000).toISOString(),
      note: "Ensalada con garbanzos",
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  await login(page);
  await page.locator(".admin-lang select").selectOption("es");
  const { token: adminToken } = await (await request.post(`${API}/admin/login`, { data: { email: "admin@e2e.local", password: "e2e-admin-password" } })).json();
  const [client] = await (
    await request.get(`${API}/api/admin/clients?q=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${adminToken}` } })
  ).json();
  await page.goto(`/admin-clients/${client.id}`);

  const journal = page.getByRole("region", { name: "Diario de comidas" });
  await expect(journal.getByText("Ensalada con garbanzos")).toBeVisible();
  await expect(journal.getByRole("img", { name: /^Foto: Cena/ })).toBeVisible();
  await journal.getByRole("textbox", { name: /^Tu comentario sobre Cena/ }).fill("Muy buena cena: añade un poco de pan integral.");
  await journal.getByRole("button", { name: /^Comentar Cena/ }).click();
  await expect(page.getByText("Comentario guardado: lo verá en su página.")).toBeVisible();
  await expect(journal.getByText("Muy buena cena: añade un poco de pan integral.")).toBeVisible();

  const progress = page.getByRole("region", { name: "Progreso" });
  const weight = progress.getByRole("region", { name: "Peso" });
  await expect(weight.getByRole("img", { name: /^Gráfico de Peso/ })).toBeVisible();
  await expect(weight.getByRole("table", { name: "Peso: todas las anotaciones" }).locator("tbody tr")).toHaveCount(2);
  await weight.getByLabel("Peso: Objetivo (kg)").fill("65");
  await weight.getByRole("button", { name: "Fijar objetivo" }).click();
  await expect(page.getByText("Objetivo guardado.")).toBeVisible();
  await expect(weight.getByRole("table").locator("tfoot")).toContainText("65");
  await shot(page, "admin-progress-es");
  await expectNoAdminAxeViolations(page);

  // She reads the comment and sees the goal on her side.
  const hers = await (await request.get(`${API}/api/v1/me/journal`)).json();
  expect(hers[0].comments[0].body).toBe("Muy buena cena: añade un poco de pan integral.");
  const mine = await (await request.get(`${API}/api/v1/me/measurements?lang=es`)).json();
  expect(mine.kinds.find((k: { kind: string }) => k.kind === "weight").goal).toBe(65);
});
