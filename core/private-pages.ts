/**
 * The pages that show what the practice holds about a person: the admin area, a client's own
 * page and her plans, and a booking's private page (its link comes by mail). They are kept out
 * of search engines, and each opens in a document that no other site's window can reach
 * (Cross-Origin-Opener-Policy, docs/decisions/050). The other pages are public: the site's
 * content and its forms.
 */
const PRIVATE_PREFIXES = ["/admin", "/my-bookings", "/manage-booking"];

export function isPrivatePage(pathname: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
