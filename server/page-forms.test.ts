import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../test/app.js";
import { createInProcessFetch } from "./in-process-fetch.js";
import { sendPageForm } from "./page-forms.js";

// A public form posted without JavaScript goes to the same REST endpoint as the script's
// call, with the page's language; the page then shows the result (e2e/forms-without-script.spec.ts).
describe("forms posted to a page", () => {
  let t: TestApp;
  const fields = (entries: Record<string, string>) => new URLSearchParams(entries);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("subscribes in the page's language and answers ok", async () => {
    const email = `page-form-${Date.now()}@example.com`;
    const sent = await sendPageForm(fields({ _form: "newsletter", email: `  ${email} ` }), createInProcessFetch(t.app), "es");
    expect(sent).toEqual({ result: { form: "newsletter", ok: true, body: null, values: {} }, status: 200 });
    const token = await t.login();
    const list = (await t.app.inject({ method: "GET", url: `${t.base}/api/v1/subscribers`, headers: bearer(token) })).json() as {
      email: string;
      language: string;
    }[];
    expect(list.find((s) => s.email === email)?.language).toBe("es");
  });

  it("a refused address keeps the API's status, its answer in the page's language and what was typed", async () => {
    const sent = await sendPageForm(fields({ _form: "newsletter", email: "someone@localhost" }), createInProcessFetch(t.app), "gr");
    expect(sent?.status).toBe(422);
    expect(sent?.result).toMatchObject({ form: "newsletter", ok: false, values: { email: "someone@localhost" } });
    expect((sent?.result.body as { error: string }).error).toBe("Παρακαλώ εισάγετε μια έγκυρη διεύθυνση email.");
  });

  it("sends a contact message and ignores fields the form does not have", async () => {
    const sent = await sendPageForm(
      fields({ _form: "contact", name: "Ana", email: "ana@example.com", message: "Hello", admin: "yes" }),
      createInProcessFetch(t.app),
      "en",
    );
    expect(sent?.result.ok).toBe(true);
    const token = await t.login();
    const inbox = (await t.app.inject({ method: "GET", url: `${t.base}/api/v1/contact_messages`, headers: bearer(token) })).json() as {
      name: string;
      message: string;
    }[];
    expect(inbox.some((m) => m.name === "Ana" && m.message === "Hello")).toBe(true);
  });

  it("is not one of the page's forms without a known _form", async () => {
    expect(await sendPageForm(fields({ email: "a@example.com" }), createInProcessFetch(t.app), "en")).toBeNull();
    expect(await sendPageForm(fields({ _form: "booking" }), createInProcessFetch(t.app), "en")).toBeNull();
  });
});
