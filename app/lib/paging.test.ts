import { describe, expect, it } from "vitest";
import { isRouteErrorResponse } from "react-router";
import { PAGE_SIZE, pageOf, pageWindow, pagedPath, pagingLinks, requestPage } from "./paging";

const req = (search: string) => new Request(`https://site.test/blogs${search}`);

function status(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (e) {
    // data(null, { status }) thrown from a loader: React Router answers with that status.
    const thrown = e as { init?: { status?: number } };
    return isRouteErrorResponse(e) ? e.status : thrown.init?.status;
  }
  return undefined;
}

describe("paged lists", () => {
  it("reads ?page=N and takes its absence as page 1", () => {
    expect(requestPage(req(""))).toBe(1);
    expect(requestPage(req("?page=3&lang=gr"))).toBe(3);
  });

  it("answers 404 for anything that is not a page number from 1", () => {
    for (const bad of ["?page=0", "?page=-1", "?page=2.5", "?page=dos", "?page=", "?page=01", "?page=99999999"]) {
      expect(
        status(() => requestPage(req(bad))),
        bad,
      ).toBe(404);
    }
  });

  it("asks for one row more than a page and says whether another page follows", () => {
    expect(pageWindow(1)).toEqual({ limit: PAGE_SIZE + 1, offset: 0 });
    expect(pageWindow(3)).toEqual({ limit: PAGE_SIZE + 1, offset: 2 * PAGE_SIZE });
    const rows = Array.from({ length: PAGE_SIZE + 1 }, (_, i) => i);
    expect(pageOf(rows, 1)).toEqual({ items: rows.slice(0, PAGE_SIZE), page: 1, hasNext: true });
    expect(pageOf(rows.slice(0, 5), 2)).toEqual({ items: rows.slice(0, 5), page: 2, hasNext: false });
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, hasNext: false });
    expect(status(() => pageOf([], 2))).toBe(404);
  });

  it("links the pages in the head, in the page's language, with page 1 at the bare address", () => {
    expect(pagedPath("/recipes", 1)).toBe("/recipes");
    expect(pagedPath("/recipes", 2)).toBe("/recipes?page=2");
    const links = pagingLinks("https://site.test", "/blogs", "gr", 2, true);
    expect(links).toEqual([
      { tagName: "link", rel: "prev", href: "https://site.test/blogs?lang=gr" },
      { tagName: "link", rel: "next", href: "https://site.test/blogs?page=3&lang=gr" },
    ]);
    expect(pagingLinks("https://site.test", "/blogs", "en", 1, false)).toEqual([]);
  });
});
