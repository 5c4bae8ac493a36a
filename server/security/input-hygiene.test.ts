import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { multipartBody } from "../../test/multipart.js";
import { snapshot } from "../../test/db-snapshot.js";

// Found by the fuzzer on PostgreSQL, which refuses U+0000 in text: those requests answered 500.
describe("NUL characters in input", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it("are refused as invalid input on every engine, in bodies, paths, queries and forms", async () => {
    const before = await snapshot(t.db);
    const contact = await t.app.inject({ method: "POST", url: `${t.base}/api/v1/contact_messages`, payload: { contact_message: { name: "Ana", email: "ana@example.com", message: "hi\u0000there" } } });
    expect(contact.statusCode).toBe(422);
    expect(contact.json().errors["contact_message.message"]).toEqual(["This value is not valid."]);
    const login = await t.app.inject({ method: "POST", url: `${t.base}/admin/login`, payload: { email: "\u0000", password: "x" } });
    expect(login.statusCode).toBe(422);
    for (const url of [`${t.base}/recipes/slug/%00`, `${t.base}/api/v1/blogs/a%00b`]) {
      const res = await t.app.inject({ method: "DELETE", url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ url: `${t.base}/api/v1/service_plans?language=e%00n` })).statusCode).toBe(422);
    const form = new FormData();
    form.append("recipe[title]", "Soup\u0000");
    const { payload, headers } = await multipartBody(form);
    const res = await t.app.inject({ method: "POST", url: `${t.base}/recipes`, payload, headers: { ...headers, ...bearer(token) } });
    expect(res.statusCode).toBe(422);
    expect(await snapshot(t.db)).toEqual(before);
  });
});
