import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";

describe("the feed's secret stays out of the logs", () => {
  let t: TestApp;
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });

  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: "trace" }, { logStream: capture });
  });
  afterAll(() => t.close());

  it("logs the feed's requests with the secret replaced, for the current and an old address", async () => {
    const admin = await t.login();
    const url = new URL((await t.app.inject({ url: `${t.base}/admin/calendar_feed`, headers: bearer(admin) })).json().url);
    const secret = /calendar\/([^.]+)\.ics/.exec(url.pathname)![1]!;
    expect((await t.app.inject({ url: url.pathname + url.search })).statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: `${t.base}/admin/calendar_feed`, headers: bearer(admin) });
    expect((await t.app.inject({ url: url.pathname })).statusCode).toBe(404);
    const logs = lines.join("");
    expect(logs).toContain(`${t.base}/calendar/[redacted].ics`);
    expect(logs).not.toContain(secret);
  });
});
