import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { multipartBody } from "../../test/multipart.js";
import { shoppingListPdf } from "../seed/shopping-list-pdf.js";

const PDF = shoppingListPdf();
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

describe("PDF library and download tokens", () => {
  let t: TestApp;
  let token: string;
  const admin = () => bearer(token);
  const upload = async (data: Buffer, filename: string, name?: string) => {
    const form = new FormData();
    if (name !== undefined) form.append("name", name);
    form.append("file", new Blob([new Uint8Array(data)], { type: "application/pdf" }), filename);
    const { payload, headers } = await multipartBody(form);
    return t.app.inject({ method: "POST", url: `${t.base}/api/admin/pdfs`, headers: { ...admin(), ...headers }, payload });
  };
  const createToken = (download_token: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: `${t.base}/api/admin/download_tokens`, headers: admin(), payload: { download_token } });
  const download = (url: string) => t.app.inject({ url });

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it("uploads a PDF under a sanitised name and lists it", async () => {
    const res = await upload(PDF, "ignored.pdf", "Guía de compras (v2).pdf");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ name: "Guia-de-compras-v2", size: PDF.length, modified: expect.any(String) });
    const byFilename = await upload(PDF, "Meal plan week 1.PDF");
    expect(byFilename.json().name).toBe("Meal-plan-week-1");
    const list = await t.app.inject({ url: `${t.base}/api/admin/pdfs`, headers: admin() });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((f: { name: string }) => f.name)).toEqual(["Guia-de-compras-v2", "Meal-plan-week-1"]);
  });

  it("keeps an uploaded name inside the PDF folder", async () => {
    const res = await upload(PDF, "x.pdf", "../../outside/evil");
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe("evil");
    expect(fs.existsSync(path.join(t.dataDir, "files", "pdfs", "evil.pdf"))).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, "outside"))).toBe(false);
    expect((await upload(PDF, "x.pdf", "../../")).json().name).toBe("x");
    const empty = await upload(PDF, "***.pdf");
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toBeDefined();
  });

  it("refuses a file that is not a PDF whatever its name, and a missing file", async () => {
    const png = await upload(PNG, "photo.pdf", "photo");
    expect(png.statusCode).toBe(422);
    expect(png.json().error).toBe("The file must be a PDF.");
    expect((await upload(Buffer.from("<html><script>alert(1)</script></html>"), "page.pdf")).statusCode).toBe(422);
    const form = new FormData();
    form.append("name", "nothing");
    const { payload, headers } = await multipartBody(form);
    const missing = await t.app.inject({ method: "POST", url: `${t.base}/api/admin/pdfs`, headers: { ...admin(), ...headers }, payload });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file).toEqual(["Please choose a file."]);
    const list = (await t.app.inject({ url: `${t.base}/api/admin/pdfs`, headers: admin() })).json();
    expect(list.some((f: { name: string }) => f.name === "photo" || f.name === "page" || f.name === "nothing")).toBe(false);
  });

  it("refuses a PDF above the upload limit with 413", async () => {
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(big, "big.pdf");
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe("The file is too large.");
  });

  it("creates a token bound to a PDF, storing only its hash", async () => {
    const res = await createToken({ pdf_url: "Meal-plan-week-1.pdf" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      pdf_url: "Meal-plan-week-1",
      expires_at: null,
      download_url: `${t.config.PUBLIC_URL}${t.base}/pdf/Meal-plan-week-1.pdf?token=${body.token}`,
    });
    const rows = await t.db.selectFrom("download_tokens").selectAll().execute();
    expect(rows.some((r) => r.token_hash === body.token)).toBe(false);
    expect(rows.some((r) => r.token_hash === crypto.createHash("sha256").update(body.token).digest("hex"))).toBe(true);

    const dl = await download(body.download_url);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers["content-type"]).toBe("application/pdf");
    expect(dl.headers["content-disposition"]).toBe('inline; filename="Meal-plan-week-1.pdf"');
    expect(dl.headers["cache-control"]).toBe("private, no-store");
    expect(dl.rawPayload.equals(PDF)).toBe(true);
  });

  it("answers 403 for a token of another PDF, an unknown token or none", async () => {
    const { token: guideToken } = (await createToken({ pdf_url: "Guia-de-compras-v2" })).json();
    for (const url of [
      `${t.base}/pdf/Meal-plan-week-1.pdf?token=${guideToken}`,
      `${t.base}/pdf/Meal-plan-week-1.pdf?token=${"a".repeat(43)}`,
      `${t.base}/pdf/Meal-plan-week-1.pdf`,
    ]) {
      const res = await download(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe("This download link is not valid.");
    }
    expect((await download(`${t.base}/pdf/Guia-de-compras-v2.pdf?token=${guideToken}`)).statusCode).toBe(200);
  });

  it("answers 410 once the token has expired", async () => {
    const expires = new Date(Date.now() + 3600_000).toISOString();
    const res = await createToken({ pdf_url: "Meal-plan-week-1", expires_at: expires });
    expect(res.statusCode).toBe(201);
    expect(res.json().expires_at).toBe(expires);
    expect((await download(res.json().download_url)).statusCode).toBe(200);
    await t.db
      .updateTable("download_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("expires_at", "=", expires)
      .execute();
    const gone = await download(res.json().download_url);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toBe("This download link has expired.");
  });

  it("shows a browser that opens a bad link a page in its language saying what to do, and keeps JSON for API clients", async () => {
    const browser = (lang: string) => ({ accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "accept-language": lang });
    const res = await createToken({ pdf_url: "Meal-plan-week-1", expires_at: new Date(Date.now() + 3600_000).toISOString() });
    const link = res.json().download_url as string;
    await t.db
      .updateTable("download_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("pdf_name", "=", "Meal-plan-week-1")
      .execute();

    const expired = await t.app.inject({ url: link, headers: browser("es-ES,es;q=0.9") });
    expect(expired.statusCode).toBe(410);
    expect(expired.headers["content-type"]).toMatch(/^text\/html/);
    expect(expired.headers["cache-control"]).toBe("private, no-store");
    expect(expired.body).toContain('<html lang="es"');
    expect(expired.body).toContain("Este enlace de descarga ha caducado");
    expect(expired.body).toContain("Pide uno nuevo");
    expect(expired.body).toContain(`href="${t.config.PUBLIC_URL.replace(/\/$/, "")}/contact?lang=es"`);

    const invalid = await t.app.inject({ url: `${t.base}/pdf/Meal-plan-week-1.pdf?token=${"a".repeat(43)}`, headers: browser("el-GR,el;q=0.9") });
    expect(invalid.statusCode).toBe(403);
    expect(invalid.body).toContain('<html lang="el"');
    expect(invalid.body).toContain("Αυτός ο σύνδεσμος λήψης δεν είναι έγκυρος");
    const unknown = await t.app.inject({ url: `${t.base}/pdf/no%20such%20file.pdf?token=x&lang=en`, headers: browser("es") });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="en"');
    expect(unknown.body).toContain("This document is not available");

    // The contract's clients keep the JSON errors.
    for (const headers of [{ accept: "application/json" }, {}, { accept: "*/*" }]) {
      const api = await t.app.inject({ url: link, headers });
      expect(api.statusCode).toBe(410);
      expect(api.json().error).toBe("This download link has expired.");
    }
  });

  it("reads a zone-less expiry as Madrid time and refuses past or invalid ones", async () => {
    const local = await createToken({ pdf_url: "Meal-plan-week-1", expires_at: "2099-07-01T12:00" });
    expect(local.statusCode).toBe(201);
    expect(local.json().expires_at).toBe("2099-07-01T10:00:00.000Z");
    expect((await createToken({ pdf_url: "Meal-plan-week-1", expires_at: "" })).json().expires_at).toBeNull();
    const past = await createToken({ pdf_url: "Meal-plan-week-1", expires_at: "2020-01-01T00:00:00Z" });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors["download_token.expires_at"]).toEqual(["The expiry must be in the future."]);
    for (const bad of ["tomorrow", "2099-02-30T10:00", 12345]) {
      expect((await createToken({ pdf_url: "Meal-plan-week-1", expires_at: bad })).statusCode).toBe(422);
    }
  });

  it("refuses PDF names that could leave the folder, and unknown PDFs", async () => {
    const before = (await t.db.selectFrom("download_tokens").select("id").execute()).length;
    for (const pdf_url of [
      "../secret",
      "../../etc/passwd",
      "a/b",
      "/etc/passwd",
      "..",
      "guide\u0000",
      "C:\\x",
      "%2e%2e%2fx",
      "",
      "  ",
      "x".repeat(101),
      "guide.pdf.exe",
    ]) {
      const res = await createToken({ pdf_url });
      expect(res.statusCode, JSON.stringify(pdf_url)).toBe(422);
      expect(res.json().errors["download_token.pdf_url"]).toBeDefined();
    }
    const missing = await createToken({ pdf_url: "no-such-guide" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.pdf_url).toEqual(["This PDF does not exist."]);
    expect((await createToken({})).statusCode).toBe(422);
    expect((await t.db.selectFrom("download_tokens").select("id").execute()).length).toBe(before);
  });

  it("never serves a path outside the PDF folder", async () => {
    fs.writeFileSync(path.join(t.dataDir, "secret.pdf"), PDF);
    const { token: valid } = (await createToken({ pdf_url: "Meal-plan-week-1" })).json();
    for (const file of ["..%2F..%2Fsecret.pdf", "..%2Fsecret.pdf", "%2E%2E.pdf", "..%5Csecret.pdf", "secret%00.pdf", "Meal-plan-week-1"]) {
      const res = await download(`${t.base}/pdf/${file}?token=${valid}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.headers["content-type"]).not.toBe("application/pdf");
    }
  });

  it("answers 404 when the PDF of a valid token is gone, and deleting a PDF ends its links", async () => {
    const { download_url } = (await createToken({ pdf_url: "evil" })).json();
    await t.app.storage.delete("pdfs/evil.pdf");
    const res = await download(download_url);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("This PDF does not exist.");

    const kept = (await createToken({ pdf_url: "x" })).json();
    expect((await download(kept.download_url)).statusCode).toBe(200);
    const del = await t.app.inject({ method: "DELETE", url: `${t.base}/api/admin/pdfs/x`, headers: admin() });
    expect(del.statusCode).toBe(204);
    await upload(PDF, "x.pdf");
    expect((await download(kept.download_url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: `${t.base}/api/admin/pdfs/nope`, headers: admin() })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `${t.base}/api/admin/pdfs/..%2Fsecret`, headers: admin() })).statusCode).toBe(422);
    expect(fs.existsSync(path.join(t.dataDir, "secret.pdf"))).toBe(true);
  });

  it("refuses every admin call without a token or with a bad one", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(PDF)]), "a.pdf");
    const mp = await multipartBody(form);
    const calls = [
      { method: "POST" as const, url: `${t.base}/api/admin/download_tokens`, payload: { download_token: { pdf_url: "x" } } },
      { method: "POST" as const, url: `${t.base}/api/admin/pdfs`, payload: mp.payload, headers: mp.headers },
      { method: "GET" as const, url: `${t.base}/api/admin/pdfs` },
      { method: "DELETE" as const, url: `${t.base}/api/admin/pdfs/x` },
    ];
    for (const call of calls) {
      for (const auth of [{}, bearer("z".repeat(43))]) {
        const res = await t.app.inject({ ...call, headers: { ...call.headers, ...auth } });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json().error).toBe("Unauthorized. Please log in.");
      }
    }
    expect(fs.existsSync(path.join(t.dataDir, "files", "pdfs", "a.pdf"))).toBe(false);
  });
});
