import { expect, test } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { publicRoutes } from "../app/routes/public-routes";

// Every public route, from the route config itself: a route added there is walked here too.
function paths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((e) => {
    const own = e.path === undefined ? prefix : `${prefix}/${e.path}`;
    // A layout adds no address of its own; an index page is its parent's address.
    const mine = e.index || e.path !== undefined ? [own || "/"] : [];
    return [...mine, ...paths(e.children ?? [], own)];
  });
}

// What a crawler, a typo or an attack puts where a slug, token or file name goes: lengths
// just past and far past the API's limits, other scripts, emoji, encoded slashes and dots,
// broken percent-encoding, a NUL, markup and SQL.
const oddValues = [
  "a".repeat(201),
  "a".repeat(300),
  "x".repeat(2000),
  "ελληνικά-ñandú",
  "%F0%9F%98%80%F0%9F%8D%8E",
  "a%2Fb",
  "%2F..%2F..%2Fetc%2Fpasswd",
  "..%2F",
  "%2e%2e%2fadmin",
  "%E0%A4%A",
  "%00",
  "%20",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "'%20OR%201%3D1--",
  "-",
  "0",
  "-1",
  "1e999",
  "%C0%AF",
];

const routes = paths(publicRoutes);

test("the route config lists the public pages with and without parameters", () => {
  expect(routes).toContain("/");
  expect(routes).toContain("/fullrecipe/:slug");
  expect(routes).toContain("/newsletter/:slug");
});

for (const route of routes) {
  test(`${route} answers 400 or 404 for odd parameters, never 5xx`, async ({ request }) => {
    const failures: string[] = [];
    const addresses = route.includes(":")
      ? oddValues.map((v) => route.replace(/:\w+/g, v))
      : // A page without parameters: an odd segment below it is a missing page.
        oddValues.map((v) => `${route === "/" ? "" : route}/${v}`);
    for (const address of addresses) {
      const res = await request.get(address, { failOnStatusCode: false });
      if (![400, 404].includes(res.status())) failures.push(`${res.status()} ${address.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  if (!route.includes(":")) {
    test(`${route} never answers 5xx for odd query values`, async ({ request }) => {
      const failures: string[] = [];
      for (const v of oddValues) {
        const address = `${route}?lang=${v}&page=${v}&tag=${v}&q=${v}&v=${v}`;
        const res = await request.get(address, { failOnStatusCode: false });
        if (res.status() >= 500) failures.push(`${res.status()} ${address.slice(0, 120)}`);
      }
      expect(failures).toEqual([]);
    });
  }
}
