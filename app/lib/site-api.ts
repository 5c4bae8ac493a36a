import { makeCall, type ApiFetch } from "./api/call";

export { ApiRequestError, isMissing } from "./api/call";
import { bookingsApi } from "./api/bookings";
import { servicePlansApi } from "./api/service-plans";
import { clientAreaApi } from "./api/clients";
import { bundlesApi } from "./api/bundles";

export function browserFetch(base: string): ApiFetch {
  return (path, init) => fetch(`${base}${path}`, init);
}

export type ApiOptions = { token?: string | null; language?: string };

/**
 * The part of the API a public page calls from the browser (booking, her private pages; the
 * forms' script takes its own two modules): the public pages load these only, not the admin's.
 */
export function createSiteApi(fetcher: ApiFetch, opts: ApiOptions = {}) {
  const call = makeCall(fetcher, opts);
  return {
    call,
    servicePlans: servicePlansApi(call),
    bookings: bookingsApi(call),
    clientArea: clientAreaApi(call),
    bundles: bundlesApi(call),
  };
}
