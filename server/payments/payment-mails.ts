import type { OutgoingMail } from "../mail/mailer.js";
import { formatWhen, type BookingForMail, type MailContext } from "../bookings/mails.js";

/**
 * A payment that does not match its booking (another amount or currency): nothing was
 * confirmed and she decides, as for the other notices, in English.
 */
export function paymentMismatchNotice(ctx: MailContext, b: BookingForMail, what: string, eventId: string): OutgoingMail {
  const when = formatWhen(Date.parse(b.start_at ?? ""), "en");
  const head = `Payment does not match a booking: ${what}`;
  const lines = [
    head,
    "",
    `Stripe reported a payment (event ${eventId}) for booking ${b.id}: ${b.name}, ${b.service_plan_title ?? "Consultation"}, ${when}.`,
    "The booking has not been confirmed. Please check the payment in Stripe: mark the booking paid if you accept it, or refund it.",
    `Client: ${b.name} <${b.email}>`,
    "",
    `Details: ${ctx.publicUrl}/admin-booking-details/${b.id}`,
  ];
  return { to: ctx.nutritionistEmail, subject: head, text: lines.join("\n") + "\n", replyTo: { name: b.name, address: b.email } };
}
