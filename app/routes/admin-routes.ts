import { type RouteConfigEntry, layout, route } from "@react-router/dev/routes";

const a = (file: string) => `routes/admin/${file}`;

// The admin area: client-rendered screens under one shell (styles, working language); all
// but the login screen sit behind the token guard, and so does the catch-all (docs/decisions/010).
export const adminRoutes: RouteConfigEntry[] = [
  layout(a("shell.tsx"), [
    route("admin-login", a("login.tsx")),
    // The admin's own address leads in: the dashboard, or the login without a session.
    route("admin", a("admin-home.ts")),
    layout(a("guard.tsx"), [
      route("admin-dashboard", a("dashboard.tsx")),
      route("admin-view-service-plans", a("service-plans/list.tsx")),
      route("admin-create-service-plan", a("service-plans/create.tsx")),
      route("admin-edit-service-plans/:id", a("service-plans/edit.tsx")),
      route("admin-blog-list", a("blogs/list.tsx")),
      route("admin/adminblogs", a("blogs/list.tsx"), { id: "admin-adminblogs" }),
      route("admin-view-blog/:slug", a("blogs/view.tsx")),
      route("admin-create-blog", a("blogs/create.tsx")),
      route("admin-edit-blog/:slug", a("blogs/edit.tsx")),
      route("admin-recipes", a("recipes/list.tsx")),
      route("admin-recipes/create", a("recipes/create.tsx")),
      route("admin-recipes/edit/:slug", a("recipes/edit.tsx")),
      route("admin-recipes/view/:slug", a("recipes/view.tsx")),
      route("admin-view-bookings", a("bookings/list.tsx")),
      route("admin-booking-details/:id", a("bookings/details.tsx")),
      route("admin-clients", a("clients/list.tsx")),
      route("admin-clients/:id", a("clients/page.tsx")),
      route("admin-clients/:id/meal-plans/:planId", a("meal-plans/editor.tsx")),
      route("admin-foods", a("foods.tsx")),
      // The subscribers screen, at the address the contract gives it (not admin-subscribers).
      route("admin-newsletters", a("subscribers.tsx")),
      route("admin-newsletter-list", a("newsletters/list.tsx")),
      route("admin-newsletter/:id", a("newsletters/edit.tsx")),
      route("admin-messages", a("messages.tsx")),
      route("admin-generate-token", a("generate-token.tsx")),
      route("admin-pdfs", a("pdf-library.tsx")),
      route("admin-personal-data", a("personal-data.tsx")),
      route("admin-availability", a("availability.tsx")),
      route("admin-outbox", a("outbox.tsx")),
      route("admin-meeting-link", a("meeting-link.tsx")),
      route("admin-payment-instructions", a("payment-instructions.tsx")),
      route("admin-practice", a("practice-identity.tsx")),
      route("admin-invoices", a("invoices.tsx")),
      route("admin-calendar", a("calendar.tsx")),
      route("*", a("catch-all.tsx")),
    ]),
  ]),
];
