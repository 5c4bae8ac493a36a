import { expect, test } from "@playwright/test";
import { freeSlots } from "./booking-helpers";
import { expectNoAxeViolations, expectNoHorizontalScroll, hydrated, pickCalendarDay } from "./public-helpers";
import { VIEWPORT } from "./viewports";

// A Spanish client on her phone types her number as she knows it, with the country code. A
// number that cannot be right is marked on the field itself, with its message beside it, as
// well as the form's message at the top.
test("a Spanish client on a phone books with +34 612 345 678; a bad number is marked on the field", VIEWPORT, async ({ page, request }, info) => {
  test.skip(info.project.name !== "phone", "the journey is the phone's (390 px)");
  const plans = (await (await request.get("/api/api/v1/service_plans?language=es")).json()) as { id: number; intro_call: boolean }[];
  const plan = plans.filter((p) => !p.intro_call)[0]!;
  const [[date, time]] = (await freeSlots(request, 12)).slice(-1) as [[string, string]];

  await page.goto(`/book-consultation?lang=es&service=${plan.id}`);
  await hydrated(page);
  const form = page.locator("form.booking__form");
  await expect(form.getByText("10 dígitos, o tu número con el prefijo de su país, como +34 612 345 678.")).toBeVisible();
  await pickCalendarDay(page, "booking-date", date, "Mes siguiente");
  await form.getByLabel("Hora", { exact: true }).locator(`input[value="${time}"]`).check();
  await form.getByLabel("Nombre").fill("Lucía Pérez");
  const email = `lucia.${Date.now()}@example.com`;
  await form.getByLabel("Correo electrónico").fill(email);
  const phone = form.getByLabel("Número de teléfono");
  await expect(phone).toHaveAttribute("inputmode", "tel");
  await phone.pressSequentially("+34 612 345");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Reservar consulta" }).click();

  // The spec's text at the top, and the field itself marked with its own message beside it.
  await expect(form.getByRole("alert")).toHaveText("⚠️ Por favor, completa todos los campos obligatorios y asegúrate de que el número de teléfono sea válido.");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toBeFocused();
  const fieldMessage = page.locator("#booking-phone-error");
  await expect(fieldMessage).toHaveText(
    "Este número de teléfono no es válido. Escribe 10 dígitos, o escríbelo con el prefijo del país, por ejemplo +34 612 345 678.",
  );
  await expect(phone).toHaveAttribute("aria-describedby", /\bbooking-phone-error\b/);
  // Beside the field: right below it, not somewhere else on the page.
  const [field, message] = [await phone.boundingBox(), await fieldMessage.boundingBox()];
  expect(message!.y - (field!.y + field!.height)).toBeLessThan(40);
  await expectNoHorizontalScroll(page, "booking form with a phone error");
  await expectNoAxeViolations(page, "booking form with a phone error");
  await fieldMessage.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/booking-phone-es-error.png" });

  await phone.fill("");
  await phone.pressSequentially("+34 612 345 678");
  await expect(fieldMessage).toHaveCount(0);
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  await form.getByRole("button", { name: "Reservar consulta" }).click();
  const summary = page.locator(".booking-summary");
  await expect(summary.getByRole("status")).toHaveText("¡Reserva confirmada! Te hemos enviado un correo de confirmación.");
  await page.screenshot({ path: "/tmp/booking-phone-es-done.png" });

  // Kept in E.164, as the nutritionist will see and dial it.
  const { token } = (await (await request.post("/api/admin/login", { data: { email: "admin@e2e.local", password: "e2e-admin-password" } })).json()) as {
    token: string;
  };
  const bookings = (await (await request.get("/api/bookings", { headers: { authorization: `Bearer ${token}` } })).json()) as {
    email: string;
    phone_number: string;
  }[];
  expect(bookings.find((b) => b.email === email)?.phone_number).toBe("+34612345678");
});
