import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp } from "../../test/app.js";
import { startIcsServer } from "../../test/ics-server.js";
import { ConfigError, loadConfig } from "../config.js";
import { FetchRefused, safeFetch } from "./safe-fetch.js";

// FETCH_ALLOW_PRIVATE_HOSTS: her calendar on a server of her own network. 127.0.0.2 stands
// for it; 127.0.0.1 for everything else inside, which stays out of reach.

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => "fetched",
    (e) => (e instanceof FetchRefused ? e.reason : String(e)),
  );

async function serveOn(host: string, handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { origin: `http://${host}:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe("FETCH_ALLOW_PRIVATE_HOSTS", () => {
  let home: Awaited<ReturnType<typeof serveOn>>;
  let inside: Awaited<ReturnType<typeof serveOn>>;
  beforeAll(async () => {
    inside = await serveOn("127.0.0.1", (_req, res) => res.end("the database's admin page"));
    home = await serveOn("127.0.0.2", (req, res) => {
      if (req.url === "/elsewhere") return res.writeHead(302, { location: `${inside.origin}/` }).end();
      res.end("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n".padEnd(req.url === "/big" ? 4096 : 0, " "));
    });
  });
  afterAll(async () => {
    await home.close();
    await inside.close();
  });

  it("reaches a listed host, and only it: other private addresses, redirects to them included, stay refused", async () => {
    const listed = { allowPrivateHosts: ["127.0.0.2"] };
    expect(await refusal(safeFetch(`${home.origin}/cal.ics`))).toBe("address");
    expect((await safeFetch(`${home.origin}/cal.ics`, listed)).body.toString()).toContain("BEGIN:VCALENDAR");
    expect(await refusal(safeFetch(`${inside.origin}/`, listed))).toBe("address");
    expect(await refusal(safeFetch(`${home.origin}/elsewhere`, listed))).toBe("address");
    expect(await refusal(safeFetch(`http://localhost:${new URL(inside.origin).port}/`, listed))).toBe("address");
    // Every other check stays: credentials in the address, the size limit.
    expect(await refusal(safeFetch(`http://user:pw@127.0.0.2:${new URL(home.origin).port}/`, listed))).toBe("scheme");
    expect((await safeFetch(`${home.origin}/big`, { ...listed, maxBytes: 1024 })).truncated).toBe(true);
  });

  it("lists host names and addresses, and refuses anything else at start-up", () => {
    expect(loadConfig({}).FETCH_ALLOW_PRIVATE_HOSTS).toEqual([]);
    expect(loadConfig({ FETCH_ALLOW_PRIVATE_HOSTS: " nextcloud.home , 192.168.1.20,[fd00::5]" }).FETCH_ALLOW_PRIVATE_HOSTS).toEqual([
      "nextcloud.home",
      "192.168.1.20",
      "[fd00::5]",
    ]);
    for (const bad of ["https://nextcloud.home", "nextcloud.home:8443", "192.168.1.0/24", "two words"]) {
      expect(() => loadConfig({ FETCH_ALLOW_PRIVATE_HOSTS: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ FETCH_ALLOW_PRIVATE_HOSTS: bad })).toThrow(/FETCH_ALLOW_PRIVATE_HOSTS\.0: each entry must be a host name or an address/);
    }
  });

  // Three sites of their own, one after another: on a busy machine that takes longer than one
  // test's usual allowance.
  it("lets the site read her calendar from a listed host, and from no other", { timeout: 120_000 }, async () => {
    const ics = await startIcsServer("127.0.0.2");
    ics.serve("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n");
    for (const [setting, error] of [
      ["127.0.0.2", null],
      ["", "address"],
      ["127.0.0.3,localhost", "address"],
    ] as const) {
      const t = await buildTestApp({ FETCH_ALLOW_PRIVATE_HOSTS: setting });
      try {
        const res = await t.app.inject({
          method: "POST",
          url: `${t.base}/admin/calendar_imports`,
          headers: bearer(await t.login()),
          payload: { url: ics.url },
        });
        expect(res.statusCode).toBe(201);
        expect(res.json().error, setting).toBe(error);
      } finally {
        await t.close();
      }
    }
    await ics.close();
  });
});
