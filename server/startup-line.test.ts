import { describe, expect, it } from "vitest";
import { startupLine } from "./startup-line.js";

const config = { API_BASE_PATH: "/api", PUBLIC_URL: "http://localhost:3000", SERVE_WEB: true, FETCH_ALLOW_PRIVATE_HOSTS: [] as string[] };

describe("the start-up line", () => {
  it("names the admin's sign-in page, the API and its docs, and the public address", () => {
    expect(startupLine("http://127.0.0.1:3000", config, false)).toBe(
      "Site listening on http://127.0.0.1:3000, the admin signs in at http://127.0.0.1:3000/admin-login (API at /api, docs at /api/docs); " +
        "mails, calendar files and shared links carry http://localhost:3000 (PUBLIC_URL unset: set it to the address visitors use)",
    );
  });

  it("names no sign-in page when the server serves the API alone, and names the private hosts calendars may come from", () => {
    const line = startupLine("http://127.0.0.1:3000", { ...config, SERVE_WEB: false, FETCH_ALLOW_PRIVATE_HOSTS: ["nextcloud.home"] }, true);
    expect(line).not.toContain("admin-login");
    expect(line).toMatch(/carry http:\/\/localhost:3000; calendars may be fetched from private hosts nextcloud\.home$/);
  });
});
