import { describe, expect, it } from "vitest";
import { sanitizeInlineHtml, stripTags } from "./sanitize.js";

describe("inline HTML sanitiser", () => {
  it("keeps the editor's inline marks", () => {
    const html = '<b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <mark class="cdx-marker">m</mark> <code class="inline-code">c</code> a<br>b';
    expect(sanitizeInlineHtml(html)).toBe(
      '<b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <mark class="cdx-marker">m</mark> <code class="inline-code">c</code> a<br />b',
    );
  });

  it("drops scripts, handlers, other tags and unknown classes", () => {
    expect(
      sanitizeInlineHtml('Hi <script>alert(1)</script><b onclick="x()" style="color:red">there</b><img src=x onerror=alert(1)><div class="x">!</div>'),
    ).toBe("Hi <b>there</b>!");
    expect(sanitizeInlineHtml('<mark class="evil">m</mark>')).toBe("<mark>m</mark>");
  });

  it("keeps only http, https, mailto and site links, always with rel noopener", () => {
    expect(sanitizeInlineHtml('<a href="https://example.org/a?b=1&amp;c=2" target="_blank">ok</a>')).toBe(
      '<a rel="noopener noreferrer" href="https://example.org/a?b=1&amp;c=2" target="_blank">ok</a>',
    );
    expect(sanitizeInlineHtml('<a href="mailto:hello@example.org">m</a>')).toBe('<a rel="noopener noreferrer" href="mailto:hello@example.org">m</a>');
    expect(sanitizeInlineHtml('<a href="/services">s</a>')).toBe('<a rel="noopener noreferrer" href="/services">s</a>');
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt&colon;alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>x</script>",
      "//evil.example",
      "vbscript:x",
      "/\\evil.example",
      "\\\\evil.example",
      "/&#92;evil.example",
      "/\t/evil.example",
    ]) {
      expect(sanitizeInlineHtml(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
    }
  });

  it("leaves plain text alone and escapes stray brackets", () => {
    expect(sanitizeInlineHtml("Fish and chips")).toBe("Fish and chips");
    expect(sanitizeInlineHtml("1 < 2 & 3")).toBe("1 &lt; 2 &amp; 3");
    expect(stripTags("<b>bold</b> <script>x</script>text")).toBe("bold text");
  });
});
