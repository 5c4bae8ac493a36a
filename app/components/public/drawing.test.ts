import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { Drawing, parseDrawing } from "./drawing";
import hero from "../../../public/images/hero.svg?raw";
import portrait from "../../../public/images/about-portrait.svg?raw";

describe("inline drawings", () => {
  it("keep the viewBox and give every id and reference the drawing's scope", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/></svg>\n';
    expect(parseDrawing(svg, "hero")).toEqual({ viewBox: "0 0 10 10", inner: '<defs><linearGradient id="hero-g"/></defs><rect fill="url(#hero-g)"/>' });
    expect(() => parseDrawing("<div></div>", "x")).toThrow(/viewBox/);
  });

  it("are hidden from assistive technology unless they have a name, and two on one page share no id", () => {
    const page = renderToStaticMarkup(
      createElement("div", null, [
        createElement(Drawing, { key: 1, svg: hero, scope: "a", width: 480, height: 400 }),
        createElement(Drawing, { key: 2, svg: hero, scope: "b", width: 480, height: 400 }),
        createElement(Drawing, { key: 3, svg: portrait, scope: "p", width: 400, height: 480, label: "Elena" }),
      ]),
    );
    const ids = [...page.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
    expect(page.match(/aria-hidden="true"/g)).toHaveLength(2);
    expect(page).toContain('role="img" aria-label="Elena"');
    // Every reference points at an id of the same drawing.
    for (const [, ref] of page.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });
});
