import crypto from "node:crypto";
import fs from "node:fs";
import sharp from "sharp";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { bookFirstPlan } from "./booking-helpers";
import { expectNoAxeViolations, expectNoHorizontalScroll, hydrated, prepare } from "./public-helpers";
import { expectNoAxeViolations as expectNoAdminAxeViolations, login } from "./admin-helpers";
import { linkInMailDrop } from "./mail-drop";
import { VIEWPORT } from "./viewports";

// Between sessions: she writes to her nutritionist from /my-bookings with a photo of her meal;
// the nutritionist answers from her client page.
const API = "/api";
const SHOTS = "/tmp/between-shots";
const unique = () => `e2e-between-${crypto.randomBytes(4).toString("hex")}@example.com`;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

/** A photo as a phone sends it, with the camera's details in its EXIF. */
const mealPhoto = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: "#c98a3b" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker" } })
    .toBuffer();

/** Signs her in on `page` through the one-time link mailed to her. */
async function signIn(page: Page, request: APIRequestContext, email: string, lang: "es" | "gr") {
  await request.post(`${API}/api/v1/client_links`, { data: { email, language: lang } });
  await page.goto(await linkInMailDrop(email, new RegExp(`/my-bookings\\?lang=${lang}&token=[A-Za-z0-9_-]+`)));
  await hydrated(page);
}

const T = {
  gr: {
    heading: "Μηνύματα με τη διατροφολόγο σας",
    body: "Το μήνυμά σας",
    files: /Επισύναψη φωτογραφιών/,
    send: "Αποστολή μηνύματος",
    sent: "Το μήνυμα στάλθηκε.",
    you: "Εσείς",
    promise: "Η διατροφολόγος σας απαντά μέσα σε 24 ώρες.",
  },
  es: {
    heading: "Mensajes con tu nutricionista",
    body: "Tu mensaje",
    files: /Adjuntar fotos/,
    send: "Enviar mensaje",
    sent: "Mensaje enviado.",
    you: "Tú",
    promise: "Tu nutricionista responde en un plazo de 24 horas.",
  },
} as const;

for (const lang of ["gr", "es"] as const) {
  test(`the client writes to her nutritionist with a photo of her meal and reads the answer (${lang})`, VIEWPORT, async ({ page, context, request }) => {
    await prepare(context, { theme: "light" });
    const email = unique();
    await bookFirstPlan(request, email, lang, lang === "gr" ? 3 : 4);
    await signIn(page, request, email, lang);
    const t = T[lang];
    const messages = page.getByRole("region", { name: t.heading });
    await expect(messages.getByText(t.promise)).toBeVisible();
    await messages.getByLabel(t.body).fill(lang === "gr" ? "Αυτό έφαγα για μεσημεριανό" : "Esto comí a mediodía");
    await messages.getByLabel(t.files).setInputFiles({ name: "meal.jpg", mimeType: "image/jpeg", buffer: await mealPhoto() });
    await messages.getByRole("button", { name: t.send }).click();
    await expect(messages.getByRole("status").filter({ hasText: t.sent })).toBeVisible();
    await expect(messages.getByRole("link", { name: "meal.webp" })).toBeVisible();
    const photo = messages.locator("img.message__photo");
    await expect(photo).toBeVisible();
    // What the browser gets back is the re-encoded photo, without the camera's details.
    const bytes = await (await page.request.get((await photo.getAttribute("src"))!)).body();
    expect((await sharp(bytes).metadata()).format).toBe("webp");
    expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);

    // The nutritionist answers (through the admin API); she reads it on her page.
    const { token } = await (await request.post(`${API}/admin/login`, { data: { email: "admin@e2e.local", password: "e2e-admin-password" } })).json();
    const headers = { authorization: `Bearer ${token}` };
    const [client] = await (await request.get(`${API}/api/admin/clients?q=${encodeURIComponent(email)}`, { headers })).json();
    const answer = lang === "gr" ? "Πολύ καλή επιλογή" : "Muy buena elección";
    expect((await request.post(`${API}/api/admin/clients/${client.id}/messages`, { headers, data: { body: answer } })).status()).toBe(201);
    await page.reload();
    await hydrated(page);
    await expect(messages.getByText(answer)).toBeVisible();
    await shot(page, `my-messages-${lang}`);
    await expectNoAxeViolations(page, `my-bookings messages (${lang})`);
    await expectNoHorizontalScroll(page, `my-bookings messages (${lang})`);
  });
}

test("the nutritionist sees the waiting conversation first, opens it and answers (Spanish)", VIEWPORT, async ({ page, request }) => {
  const email = unique();
  const name = `Elena Ruiz ${crypto.randomBytes(2).toString("hex")}`;
  await bookFirstPlan(request, email, "es", 5, name);
  // She writes through her own session (the request context keeps her cookie).
  await request.post(`${API}/api/v1/client_links`, { data: { email, language: "es" } });
  const link = await linkInMailDrop(email, /\/my-bookings\?lang=es&token=([A-Za-z0-9_-]+)/);
  const token = /token=([A-Za-z0-9_-]+)/.exec(link)![1]!;
  expect((await request.post(`${API}/api/v1/client_session`, { data: { token } })).status()).toBe(200);
  const photo = await mealPhoto();
  const sent = await request.post(`${API}/api/v1/me/messages`, {
    multipart: { body: "¿Puedo cenar fruta?", attachments: { name: "cena.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await login(page);
  await page.locator(".admin-lang select").selectOption("es");
  await expect(page.getByRole("region", { name: "Mensajes de clientes por responder" })).toBeVisible();
  await page.getByRole("region", { name: "Mensajes de clientes por responder" }).getByRole("link", { name }).click();
  const conversation = page.getByRole("region", { name: "Mensajes con ella" });
  await expect(conversation.getByText("¿Puedo cenar fruta?")).toBeVisible();
  await expect(conversation.getByRole("button", { name: "cena.webp" })).toBeVisible();
  // Her photo loads lazily: far down the client page on a phone, it loads once scrolled to.
  await conversation.locator("img.message__photo").scrollIntoViewIfNeeded();
  await expect(conversation.locator("img.message__photo")).toBeVisible();
  await conversation.getByLabel("Tu respuesta").fill("Sí, mejor antes de las nueve.");
  await conversation.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("Mensaje enviado.")).toBeVisible();
  await expect(conversation.getByText("Sí, mejor antes de las nueve.")).toBeVisible();
  await conversation.getByLabel(/Recibe un aviso por correo/).uncheck();
  await expect(conversation.getByRole("status").filter({ hasText: "Guardado." })).toBeVisible();
  await shot(page, "admin-conversation-es");
  await expectNoAdminAxeViolations(page);
  await page.locator(".admin-lang select").selectOption("gr");
  await expect(page.getByRole("region", { name: "Μηνύματα μαζί της" })).toBeVisible();
  await shot(page, "admin-conversation-gr");
  await expectNoAdminAxeViolations(page);

  // Her reading of the answer: marked read on the admin's side after she opens her thread.
  const hers = await (await request.get(`${API}/api/v1/me/messages`)).json();
  expect(hers.message_notices).toBe(false);
  expect(hers.messages.map((m: { author: string }) => m.author)).toEqual(["client", "practice"]);
});
