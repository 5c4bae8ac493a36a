import { makeCall, type ApiFetch } from "./api/call";
import { adminApi } from "./api/admin";
import { practiceApi } from "./api/practice";
import { bookingsApi } from "./api/bookings";
import { servicePlansApi } from "./api/service-plans";
import { blogsApi } from "./api/blogs";
import { recipesApi } from "./api/recipes";
import { subscribersApi } from "./api/subscribers";
import { contactMessagesApi } from "./api/contact-messages";
import { downloadsApi } from "./api/downloads";
import { outboxApi } from "./api/outbox";
import { personalDataApi } from "./api/personal-data";
import { calendarApi } from "./api/calendar";
import { newslettersApi } from "./api/newsletters";
import { invoicesApi } from "./api/invoices";
import { clientsApi } from "./api/clients";

export { ApiRequestError, isMissing, type ApiFetch } from "./api/call";

export function browserFetch(base: string): ApiFetch {
  return (path, init) => fetch(`${base}${path}`, init);
}

/**
 * The one typed client of the REST API, one module per resource under ./api. On the server
 * it is given an in-process fetch, in the browser the window's fetch.
 */
export function createApi(fetcher: ApiFetch, opts: { token?: string | null; language?: string } = {}) {
  const call = makeCall(fetcher, opts);
  return {
    call,
    admin: adminApi(call),
    servicePlans: servicePlansApi(call),
    blogs: blogsApi(call),
    recipes: recipesApi(call),
    subscribers: subscribersApi(call),
    contactMessages: contactMessagesApi(call),
    downloads: downloadsApi(call),
    bookings: bookingsApi(call),
    outbox: outboxApi(call),
    personalData: personalDataApi(call),
    calendar: calendarApi(call),
    newsletters: newslettersApi(call),
    practice: practiceApi(call),
    invoices: invoicesApi(call, fetcher, opts.token),
    clients: clientsApi(call),
  };
}

export type Api = ReturnType<typeof createApi>;
