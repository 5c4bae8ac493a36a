/**
 * The plan's payment link (her Stripe Payment Link) as a client receives it: with the booking's
 * id as client_reference_id, which the webhook reads back to know what was paid, and the
 * client's address prefilled. Both are query parameters Stripe Payment Links accept.
 */
export function bookingPaymentLink(link: string | null | undefined, booking: { id: number; email: string }): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link; // not a URL we can extend: shown as she entered it
  }
  url.searchParams.set("client_reference_id", String(booking.id));
  url.searchParams.set("prefilled_email", booking.email);
  return url.toString();
}
