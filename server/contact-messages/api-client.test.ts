import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.js";
import { createApi, type ApiFetch } from "../../app/lib/api-client.js";
import { shoppingListPdf } from "../seed/shopping-list-pdf.js";

// The web app's client modules for subscribers, contact messages and downloads, against the
// real routes. The fetch encodes bodies like a browser does (FormData included).
describe("api client: newsletter, contact, downloads", () => {
  let t: TestApp;
  let fetcher: ApiFetch;
  beforeAll(async () => {
    t = await buildTestApp();
    fetcher = async (path, init = {}) => {
      const encoded = init.body === undefined ? undefined : new Response(init.body as BodyInit);
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((v, k) => (headers[k] = v));
      const type = encoded?.headers.get("content-type");
      if (type && !headers["content-type"]) headers["content-type"] = type;
      const res = await t.app.inject({
        method: (init.method ?? "GET") as "GET",
        url: `${t.base}${path}`,
        headers,
        ...(encoded ? { payload: Buffer.from(await encoded.arrayBuffer()) } : {}),
      });
      return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: res.headers as Record<string, string>,
      });
    };
  });
  afterAll(() => t.close());

  it("subscribes, sends a message, and lets the admin manage them", async () => {
    const visitor = createApi(fetcher, { language: "es" });
    expect((await visitor.subscribers.subscribe("cliente@example.es")).message).toMatch(/^¡Gracias/);
    expect((await visitor.contactMessages.send({ name: "Ana", email: "ana@example.es", message: "Hola" })).message).toBe(
      "¡Tu mensaje se ha enviado correctamente!",
    );
    await expect(visitor.subscribers.subscribe("")).rejects.toMatchObject({ status: 422, message: "Por favor, introduce un correo electrónico válido." });

    const admin = createApi(fetcher, { token: await t.login() });
    const [sub] = await admin.subscribers.list();
    expect(sub).toMatchObject({ email: "cliente@example.es", language: "es" });
    expect(await admin.subscribers.exportCsv()).toContain('"cliente@example.es"');
    await admin.subscribers.remove(sub!.id);
    expect(await admin.subscribers.list()).toEqual([]);

    const [msg] = await admin.contactMessages.list();
    expect((await admin.contactMessages.setRead(msg!.id, true)).read).toBe(true);
    await admin.contactMessages.remove(msg!.id);
    expect(await admin.contactMessages.list()).toEqual([]);
  });

  it("uploads a PDF, makes a download link for it and removes it", async () => {
    const admin = createApi(fetcher, { token: await t.login() });
    const file = new File([new Uint8Array(shoppingListPdf())], "Lista de la compra.pdf", { type: "application/pdf" });
    expect((await admin.downloads.uploadPdf(file)).name).toBe("Lista-de-la-compra");
    expect((await admin.downloads.listPdfs()).map((f) => f.name)).toEqual(["Lista-de-la-compra"]);
    const link = await admin.downloads.createToken("Lista-de-la-compra", "2099-01-01T09:00");
    expect(link.expires_at).toBe("2099-01-01T08:00:00.000Z");
    expect((await t.app.inject({ url: link.download_url })).statusCode).toBe(200);
    await expect(admin.downloads.createToken("../etc/passwd")).rejects.toMatchObject({ status: 422 });
    await admin.downloads.removePdf("Lista-de-la-compra");
    expect(await admin.downloads.listPdfs()).toEqual([]);
  });
});
