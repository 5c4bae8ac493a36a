import type { ApiFetch } from "./api/call";
import { createSiteApi, type ApiOptions } from "./site-api";
import { adminApi } from "./api/admin";
import { bookingsAdminApi } from "./api/bookings-admin";
import { subscribersApi } from "./api/subscribers";
import { contactMessagesApi } from "./api/contact-messages";
import { practiceApi } from "./api/practice";
import { blogsApi } from "./api/blogs";
import { recipesApi } from "./api/recipes";
import { downloadsApi } from "./api/downloads";
import { outboxApi } from "./api/outbox";
import { personalDataApi } from "./api/personal-data";
import { calendarApi } from "./api/calendar";
import { newslettersApi } from "./api/newsletters";
import { invoicesApi } from "./api/invoices";
import { clientsApi } from "./api/clients";
import { mealPlansApi } from "./api/meal-plans";

export { ApiRequestError, isMissing, type ApiFetch } from "./api/call";
export { browserFetch, createSiteApi } from "./site-api";

/**
 * The one typed client of the REST API, one module per resource under ./api: the site's part
 * and the admin's. On the server it is given an in-process fetch, in the browser the window's.
 */
export function createApi(fetcher: ApiFetch, opts: ApiOptions = {}) {
  const site = createSiteApi(fetcher, opts);
  const call = site.call;
  return {
    ...site,
    bookings: { ...site.bookings, ...bookingsAdminApi(call) },
    subscribers: subscribersApi(call),
    contactMessages: contactMessagesApi(call),
    admin: adminApi(call),
    blogs: blogsApi(call),
    recipes: recipesApi(call),
    downloads: downloadsApi(call),
    outbox: outboxApi(call),
    personalData: personalDataApi(call),
    calendar: calendarApi(call),
    newsletters: newslettersApi(call),
    practice: practiceApi(call),
    invoices: invoicesApi(call, fetcher, opts.token),
    clients: clientsApi(call),
    mealPlans: mealPlansApi(call),
  };
}

export type Api = ReturnType<typeof createApi>;
