import fs from "node:fs";
import path from "node:path";

/**
 * The content pages carry their stylesheet in the page itself. A linked stylesheet holds the
 * first paint until it has arrived, one more round trip on a phone's connection (150 ms and
 * more on a slow 4G link); inside the page it arrives with the text. The pages that start the
 * application (the booking page, the client's pages, the admin) keep the link: the application
 * moves between pages without reloading them, and a stylesheet it did not load it cannot find.
 *
 * Pages are kept with the link (server/http/page-cache.ts) and each answer swaps it for the
 * sheet, so the store does not hold a copy of the sheet per page. The sheets are read once,
 * from the build, by their content-hashed names: a page and its styles cannot disagree.
 */
export function stylesheetInliner(clientDir: string, siteScript: string | undefined) {
  const sheets = new Map<string, Buffer>();
  const marker = siteScript ? Buffer.from(`src="${siteScript}"`) : null;
  const linkStart = Buffer.from("<link ");

  function sheet(href: string): Buffer | undefined {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
    let style = sheets.get(href);
    if (!style) {
      try {
        const css = fs.readFileSync(path.join(clientDir, href));
        // A "</style" inside the sheet would end the element early; built CSS never holds one.
        if (css.includes("</style")) return undefined;
        style = Buffer.concat([Buffer.from(`<style data-href="${href}">`), css, Buffer.from("</style>")]);
        sheets.set(href, style);
      } catch {
        return undefined;
      }
    }
    return style;
  }

  /** The page with its stylesheets inside, when it is a content page (it runs the site script); else as it is. */
  return function inline(html: Buffer): Buffer {
    if (!marker || !html.includes(marker)) return html;
    const parts: Buffer[] = [];
    let from = 0;
    for (let at = html.indexOf(linkStart); at !== -1; at = html.indexOf(linkStart, at + 1)) {
      const end = html.indexOf(">", at);
      if (end === -1) break;
      const tag = html.subarray(at, end + 1).toString("latin1");
      const href = /\brel="stylesheet"/.test(tag) ? /\bhref="([^"]+)"/.exec(tag)?.[1] : undefined;
      const style = href ? sheet(href) : undefined;
      if (!style) continue;
      parts.push(html.subarray(from, at), style);
      from = end + 1;
    }
    if (!parts.length) return html;
    parts.push(html.subarray(from));
    return Buffer.concat(parts);
  };
}
