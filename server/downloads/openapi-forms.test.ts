import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.js";

describe("OpenAPI document", () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it("documents the newsletter, contact, download and PDF library calls", async () => {
    const res = await t.app.inject({ url: `${t.base}/docs/json` });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/v1/subscribers",
        "/api/v1/subscribers.csv",
        "/api/v1/subscribers/unsubscribe",
        "/api/v1/subscribers/{id}",
        "/api/v1/contact_messages",
        "/api/v1/contact_messages/{id}",
        "/api/admin/download_tokens",
        "/pdf/{file}",
        "/api/admin/pdfs",
        "/api/admin/pdfs/{name}",
      ]),
    );
    expect(res.json().paths["/api/admin/download_tokens"].post.security).toEqual([{ bearer: [] }]);
  });
});
