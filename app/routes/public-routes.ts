import { type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";

const dir = "routes/public";

/** Every public page shares the layout (header, footer, consent, chat button). */
export const publicRoutes: RouteConfigEntry[] = [
  // A page's texts in one language, for its scripts (app/i18n/load-texts.ts).
  route("texts/:file", `${dir}/texts.ts`),
  layout(`${dir}/layout.tsx`, [
    index(`${dir}/home.tsx`),
    route("services", `${dir}/services.tsx`),
    route("blogs", `${dir}/blogs.tsx`),
    route("blogs/:slug", `${dir}/blog.tsx`),
    route("about", `${dir}/about.tsx`),
    // Both readings of the contact and booking paths are link targets, linked from old pages and mails.
    route("contact", `${dir}/contact.tsx`, { id: "contact" }),
    route("contactus", `${dir}/contact.tsx`, { id: "contactus" }),
    route("book-consultation", `${dir}/booking.tsx`, { id: "book-consultation" }),
    route("booking", `${dir}/booking.tsx`, { id: "booking" }),
    route("recipes", `${dir}/recipes.tsx`),
    route("newsletter", `${dir}/newsletter-archive.tsx`),
    route("newsletter/:slug", `${dir}/newsletter.tsx`),
    // The confirmation mail's link (double opt-in): asks, and its button confirms.
    route("newsletter-confirm", `${dir}/newsletter-confirm.tsx`),
    route("fullrecipe/:slug", `${dir}/recipe.tsx`),
    route("terms-of-service", `${dir}/legal.tsx`, { id: "terms-of-service" }),
    route("privacy-policy", `${dir}/legal.tsx`, { id: "privacy-policy" }),
    route("cookies-policy", `${dir}/legal.tsx`, { id: "cookies-policy" }),
    // Pages with her data, each in a document of its own (core/private-pages.ts).
    layout(`${dir}/private-area.tsx`, [
      // The client's private booking page, from the confirmation mail.
      route("manage-booking/:token", `${dir}/manage-booking.tsx`),
      // Her own page: every booking, the questionnaire, documents; signed in by a link by mail.
      route("my-bookings", `${dir}/my-bookings.tsx`),
      // One of her delivered meal plans, day by day, with its shopping list.
      route("my-bookings/plans/:plan_id", `${dir}/my-plan.tsx`),
    ]),
    // Buying a plan's bundle: her details, then Stripe Checkout.
    route("buy-bundle", `${dir}/buy-bundle.tsx`),
  ]),
];
