import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stylesheetInliner } from "./inline-stylesheet.js";

const client = fs.mkdtempSync(path.join(os.tmpdir(), "inline-css-"));
fs.mkdirSync(path.join(client, "assets"));
fs.writeFileSync(path.join(client, "assets", "app-A1.css"), "body{color:#1f2a1f}.hero{margin:0}");
fs.writeFileSync(path.join(client, "assets", "odd-B2.css"), "a::after{content:'</style>'}");
afterAll(() => fs.rmSync(client, { recursive: true, force: true }));

const SCRIPT = "/assets/page-script-X.js";
const head = (links: string) => `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"/>${links}<title>Inicio</title></head>`;
const content = (links: string) => Buffer.from(`${head(links)}<body><h1>Hola</h1><script src="${SCRIPT}" nonce="N" defer=""></script></body></html>`);
const APP = `<link nonce="N" rel="stylesheet" href="/assets/app-A1.css" data-precedence="default"/>`;

describe("the content pages' stylesheet inside the page", () => {
  const inline = stylesheetInliner(client, SCRIPT);

  it("replaces the stylesheet's link with the sheet on a page that runs the site script", () => {
    const html = inline(content(`${APP}<link rel="icon" href="/images/logo.svg"/>`)).toString();
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<meta charset="utf-8"/><style data-href="/assets/app-A1.css">body{color:#1f2a1f}.hero{margin:0}</style><link rel="icon"`);
    expect(html).toContain("<h1>Hola</h1>");
  });

  it("leaves the pages that start the application, unknown sheets and a sheet that could end the element early as they are", () => {
    const app = Buffer.from(`${head(APP)}<body><script type="module" nonce="N">import("/assets/entry.js")</script></body></html>`);
    expect(inline(app)).toBe(app);
    for (const link of [
      `<link rel="stylesheet" href="/assets/missing-C3.css"/>`,
      `<link rel="stylesheet" href="/assets/odd-B2.css"/>`,
      `<link rel="stylesheet" href="/../../etc/passwd.css"/>`,
    ]) {
      const page = content(link);
      expect(inline(page).toString()).toBe(page.toString());
    }
  });

  it("does nothing when the site has no site script", () => {
    const page = content(APP);
    expect(stylesheetInliner(client, undefined)(page)).toBe(page);
  });
});
