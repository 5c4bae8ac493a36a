import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LanguageContext, addTexts } from "../../i18n";
import { publicTables } from "../../i18n/public-tables";
import { BlockRenderer } from "./block-renderer";

// As on the server, which renders in every language.
for (const table of publicTables) addTexts(table);

function render(content: unknown, lang: "en" | "es" | "gr" = "en", emptyText?: string) {
  return renderToStaticMarkup(createElement(LanguageContext.Provider, { value: lang }, createElement(BlockRenderer, { content, emptyText })));
}

const doc = (blocks: unknown[]) => ({ blocks });

describe("BlockRenderer", () => {
  it("renders paragraph, header (default level 2), quote, code, delimiter and table", () => {
    const html = render(
      doc([
        { type: "paragraph", data: { text: "Eat <b>well</b>" } },
        { type: "header", data: { text: "Default" } },
        { type: "header", data: { text: "Third", level: 3 } },
        { type: "quote", data: { text: "Food is fuel", caption: "Elena" } },
        { type: "code", data: { code: "<script>alert(1)</script>" } },
        { type: "delimiter", data: {} },
        {
          type: "table",
          data: {
            withHeadings: true,
            content: [
              ["Meal", "Time"],
              ["Lunch", "14:00"],
            ],
          },
        },
      ]),
    );
    expect(html).toContain("<p>Eat <b>well</b></p>");
    expect(html).toContain("<h2>Default</h2>");
    expect(html).toContain("<h3>Third</h3>");
    expect(html).toContain("<blockquote>Food is fuel</blockquote><figcaption>Elena</figcaption>");
    // Code is text, never markup.
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('<hr class="block-delimiter"/>');
    expect(html).toContain('<th scope="col">Meal</th>');
    expect(html).toContain("<td>Lunch</td>");
  });

  it("renders list v2 with nesting, start, counter type and checklists, and list v1 strings", () => {
    const html = render(
      doc([
        {
          type: "list",
          data: {
            style: "ordered",
            meta: { start: 3, counterType: "upper-roman" },
            items: [{ content: "Three", meta: {}, items: [{ content: "Nested", meta: {}, items: [] }] }],
          },
        },
        {
          type: "list",
          data: {
            style: "checklist",
            items: [
              { content: "Done", meta: { checked: true }, items: [] },
              { content: "To do", meta: { checked: false }, items: [] },
            ],
          },
        },
        { type: "list", data: { style: "unordered", items: ["a", "b"] } },
      ]),
    );
    expect(html).toContain('<ol start="3" style="list-style-type:upper-roman">');
    expect(html).toMatch(/<span>Three<\/span><ol style="list-style-type:upper-roman"><li><span>Nested<\/span><\/li><\/ol>/);
    expect(html).toContain('<ul class="block-checklist"><li class="is-checked">');
    expect(html).toContain("(done)");
    expect(html).toContain("(to do)");
    expect(html).toContain("<ul><li><span>a</span></li><li><span>b</span></li></ul>");
  });

  it("renders images with their options, link previews and embeds only as a placeholder before consent", () => {
    const html = render(
      doc([
        { type: "image", data: { file: { url: "/uploads/a.jpg" }, caption: "A bowl", withBorder: true, stretched: true } },
        { type: "image", data: { file: { url: "javascript:alert(1)" } } },
        {
          type: "linkTool",
          data: { link: "https://example.org/x", meta: { title: "Example", description: "Desc", image: { url: "https://example.org/i.png" } } },
        },
        { type: "embed", data: { service: "youtube", embed: "https://www.youtube.com/embed/abc", source: "https://youtu.be/abc", caption: "Video" } },
      ]),
    );
    expect(html).toContain('<figure class="block-image block-image--border block-image--stretched"><img src="/uploads/a.jpg" alt="A bowl"');
    expect(html).not.toContain("javascript:");
    expect(html).toContain('href="https://example.org/x"');
    expect(html).toContain("Example");
    expect(html).toContain("example.org");
    expect(html).not.toContain("<iframe");
    expect(html).toContain("provided by YouTube");
    expect(html).toContain("width:100%;height:320px");
  });

  it("says 'Unsupported block type' for unknown blocks, in the page's language", () => {
    expect(render(doc([{ type: "warning", data: {} }]))).toContain("Unsupported block type");
    expect(render(doc([{ type: "warning", data: {} }]), "es")).toContain("Tipo de bloque no compatible");
  });

  it("parses JSON strings, says 'Invalid content format.' when it cannot, and shows the empty text", () => {
    expect(render(JSON.stringify(doc([{ type: "paragraph", data: { text: "From JSON" } }])))).toContain("From JSON");
    expect(render("{not json")).toContain("Invalid content format.");
    expect(render(doc([]), "en", "No content available.")).toContain("No content available.");
  });
});
