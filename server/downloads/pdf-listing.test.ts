import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../test/app.js";
import { multipart } from "../../test/multipart.js";
import { shoppingListPdf } from "../seed/shopping-list-pdf.js";

// Found by an attack run: one entry of the PDF folder whose stat() failed (a file deleted
// during the listing, a dangling symlink) turned the listing and token generation into 500s.

const PDF = shoppingListPdf();
const SECRET = Buffer.from("%PDF-1.4\n% not part of the library\n%%EOF\n");

describe("the PDF folder listing", () => {
  let t: TestApp;
  let token: string;
  const folder = () => path.join(t.dataDir, "files", "pdfs");
  const list = () => t.app.inject({ url: `${t.base}/api/admin/pdfs`, headers: bearer(token) });
  const names = async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { name: string }[]).map((f) => f.name);
  };
  const makeLink = (pdf_url: string) =>
    t.app.inject({ method: "POST", url: `${t.base}/api/admin/download_tokens`, headers: bearer(token), payload: { download_token: { pdf_url } } });

  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.login();
    for (const name of ["guide", "menu", "vanishing"]) {
      const form = await multipart({ name, file: { content: PDF, filename: `${name}.pdf`, contentType: "application/pdf" } });
      const res = await t.app.inject({
        method: "POST",
        url: `${t.base}/api/admin/pdfs`,
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(201);
    }
    fs.writeFileSync(path.join(t.dataDir, "secret.pdf"), SECRET);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => t.close());

  it("skips a file deleted while the folder is being listed; links are still made", async () => {
    // The file disappears between reading the folder and looking at the entry.
    for (const method of ["stat", "lstat"] as const) {
      const real = fsp[method].bind(fsp) as (p: fs.PathLike) => Promise<fs.Stats>;
      vi.spyOn(fsp, method).mockImplementation((async (p: fs.PathLike) => {
        if (String(p).endsWith(`${path.sep}vanishing.pdf`)) await fsp.rm(p, { force: true });
        return real(p);
      }) as typeof fsp.stat);
    }
    expect(await names()).toEqual(["guide", "menu"]);
    expect((await makeLink("guide")).statusCode).toBe(201);
  });

  it("skips a dangling symlink; links are still made and work", async () => {
    fs.symlinkSync(path.join(folder(), "gone-for-good.pdf"), path.join(folder(), "dangling.pdf"));
    expect(await names()).toEqual(["guide", "menu"]);
    const link = await makeLink("menu");
    expect(link.statusCode, link.body).toBe(201);
    const file = await t.app.inject({ url: link.json().download_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await makeLink("dangling")).statusCode).toBe(422);
  });

  it("never follows a symlink out of the PDF folder, neither to list, to link nor to download", async () => {
    fs.symlinkSync(path.join(t.dataDir, "secret.pdf"), path.join(folder(), "escape.pdf"));
    fs.symlinkSync("../../secret.pdf", path.join(folder(), "relative-escape.pdf"));
    fs.symlinkSync("guide.pdf", path.join(folder(), "alias.pdf")); // inside the folder: a file of the library
    expect(await names()).toEqual(["alias", "guide", "menu"]);
    for (const name of ["escape", "relative-escape"]) {
      const res = await makeLink(name);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors.pdf_url).toEqual(["This PDF does not exist."]);
    }

    // A link made for a real file, whose file is then swapped for a symlink that leaves.
    const link = (await makeLink("guide")).json();
    fs.rmSync(path.join(folder(), "guide.pdf"));
    fs.symlinkSync(path.join(t.dataDir, "secret.pdf"), path.join(folder(), "guide.pdf"));
    const res = await t.app.inject({ url: link.download_url });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.includes(SECRET)).toBe(false);
    expect(await names()).toEqual(["menu"]); // alias now points at the symlink that leaves
  });
});
