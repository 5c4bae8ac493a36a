import type { Config } from "./config.js";

/**
 * The line the server prints once it listens: where the site, the admin's sign-in page, the API
 * and its docs are, the public address links carry (and a word when it was left unset), and the
 * private hosts calendars may be fetched from, said at every start (an exemption nobody
 * remembers is a hole).
 */
export function startupLine(
  address: string,
  config: Pick<Config, "API_BASE_PATH" | "PUBLIC_URL" | "SERVE_WEB" | "FETCH_ALLOW_PRIVATE_HOSTS">,
  publicUrlSet: boolean,
): string {
  const admin = config.SERVE_WEB ? `, the admin signs in at ${address}/admin-login` : "";
  const privateHosts = config.FETCH_ALLOW_PRIVATE_HOSTS.length
    ? `; calendars may be fetched from private hosts ${config.FETCH_ALLOW_PRIVATE_HOSTS.join(", ")}`
    : "";
  return (
    `Site listening on ${address}${admin} (API at ${config.API_BASE_PATH || "/"}, docs at ${config.API_BASE_PATH}/docs); ` +
    `mails, calendar files and shared links carry ${config.PUBLIC_URL}${publicUrlSet ? "" : " (PUBLIC_URL unset: set it to the address visitors use)"}${privateHosts}`
  );
}
