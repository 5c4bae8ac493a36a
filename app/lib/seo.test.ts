import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { seoMeta } from "./seo";
import { blockText, blogLd, breadcrumbsLd, practiceLd, recipeLd } from "./structured-data.server";
import { validateJsonLd } from "../../core/seo/schema-vocabulary";
import { EMPTY_IDENTITY, publicIdentity } from "../../core/practice-identity";

const origin = "https://nutrition.example";
/** The practice's settings as the pages read them: its names, who runs it, no contact yet. */
const OWNER = {
  ...publicIdentity(EMPTY_IDENTITY),
  name_en: "Nutrition with Elena",
  name_es: "Nutrición con Elena",
  name_gr: "Διατροφή με την Έλενα",
  legal_name: "Elena Martínez Ruiz",
};
const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
const content = (meta: MetaDescriptor[], key: string, value: string) => find(meta, key, value)?.content;

describe("seoMeta", () => {
  const meta = seoMeta({
    origin,
    path: "/services",
    lang: "gr",
    title: "Υπηρεσίες · Διατροφή με την Έλενα",
    description: "Πακέτα",
    siteName: "Διατροφή με την Έλενα",
    jsonLd: [practiceLd(origin, "gr", OWNER)],
  });

  it("has title, description, canonical in the page's language and every hreflang with x-default", () => {
    expect(meta[0]).toEqual({ title: "Υπηρεσίες · Διατροφή με την Έλενα" });
    expect(content(meta, "name", "description")).toBe("Πακέτα");
    expect(find(meta, "rel", "canonical")?.href).toBe(`${origin}/services?lang=gr`);
    const alternates = meta
      .filter((m) => (m as Record<string, string>).hrefLang)
      .map((m) => [(m as Record<string, string>).hrefLang, (m as Record<string, string>).href]);
    expect(alternates).toEqual([
      ["en", `${origin}/services`],
      ["es", `${origin}/services?lang=es`],
      ["el", `${origin}/services?lang=gr`],
      ["x-default", `${origin}/services`],
    ]);
  });

  it("has Open Graph and Twitter cards, the feed and the JSON-LD", () => {
    expect(content(meta, "property", "og:url")).toBe(`${origin}/services?lang=gr`);
    expect(content(meta, "property", "og:locale")).toBe("el_GR");
    expect(meta.filter((m) => (m as Record<string, string>).property === "og:locale:alternate").map((m) => (m as Record<string, string>).content)).toEqual([
      "en_GB",
      "es_ES",
    ]);
    expect(content(meta, "name", "twitter:card")).toBe("summary");
    expect(find(meta, "type", "application/rss+xml")?.href).toBe(`${origin}/rss.xml?lang=gr`);
    const ld = meta.filter((m) => "script:ld+json" in m).map((m) => (m as { "script:ld+json": unknown })["script:ld+json"]);
    expect(ld).toHaveLength(1);
    expect(validateJsonLd(ld[0])).toEqual([]);
  });

  it("a content page: canonical in the content's language, its picture with size for the cards", () => {
    const img = "/api/uploads/images/0123456789abcdef0123456789abcdef-1200x800.jpg";
    const m = seoMeta({
      origin,
      path: "/fullrecipe/ensalada",
      lang: "en",
      canonicalLang: "es",
      alternates: [],
      title: "Ensalada",
      description: "d",
      siteName: "S",
      image: { url: img, alt: "Ensalada" },
      type: "article",
      article: { publishedTime: "2025-01-02", section: "Salads" },
    });
    expect(find(m, "rel", "canonical")?.href).toBe(`${origin}/fullrecipe/ensalada?lang=es`);
    expect(m.some((x) => (x as Record<string, string>).hrefLang)).toBe(false);
    expect(content(m, "property", "og:image")).toBe(`${origin}${img}`);
    expect(content(m, "property", "og:image:width")).toBe("1200");
    expect(content(m, "property", "og:image:height")).toBe("800");
    expect(content(m, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(m, "name", "twitter:image")).toBe(`${origin}${img}`);
    expect(content(m, "property", "article:published_time")).toBe("2025-01-02");
    expect(content(m, "property", "og:locale")).toBe("es_ES");
    expect(m.some((x) => (x as Record<string, string>).property === "og:locale:alternate")).toBe(false);
  });

  it("keeps error pages out of the index", () => {
    const m = seoMeta({ origin, path: "/blogs/missing", lang: "en", title: "Blog not found.", description: "d", siteName: "S", noindex: true });
    expect(content(m, "name", "robots")).toBe("noindex, follow");
    expect(m.some((x) => (x as Record<string, string>).hrefLang)).toBe(false);
  });
});

describe("page JSON-LD", () => {
  it("builds valid Recipe, BlogPosting and BreadcrumbList nodes with absolute addresses", () => {
    const recipe = recipeLd(
      origin,
      "en",
      {
        slug: "ensalada",
        language: "es",
        image_url: "/api/uploads/images/a.jpg",
        title: "Ensalada",
        description: "d",
        category: "c",
        published_date: "01/02/2025",
        ingredients: [{ name: "Tomate", quantity: "2", size: "" }],
        instructions: [{ step_number: 1, step_content: "Cortar." }],
        nutritional_facts: [],
        valuable_info: { duration: "15 minutos", difficulty: "Easy", portions: 2 },
        meta_info: null,
      },
      OWNER,
      (n: number) => `${n} raciones`,
    );
    expect(validateJsonLd(recipe)).toEqual([]);
    expect(recipe).toMatchObject({
      url: `${origin}/fullrecipe/ensalada?lang=es`,
      inLanguage: "es",
      image: [`${origin}/api/uploads/images/a.jpg`],
      totalTime: "PT15M",
      recipeYield: ["2", "2 raciones"],
    });

    const blog = blogLd(
      origin,
      "gr",
      {
        slug: "ypnos",
        language: "gr",
        profile_image_url: null,
        title: "Ύπνος",
        description: "d",
        published_date: "2025-03-01",
      },
      OWNER,
    );
    expect(validateJsonLd(blog)).toEqual([]);
    expect(blog).toMatchObject({ url: `${origin}/blogs/ypnos?lang=gr`, inLanguage: "el" });

    const crumbs = breadcrumbsLd(origin, "es", [{ name: "Inicio", path: "/" }, { name: "Recetas", path: "/recipes" }, { name: "Ensalada" }]);
    expect(validateJsonLd(crumbs)).toEqual([]);
    expect((crumbs.itemListElement as { item?: string }[]).map((c) => c.item)).toEqual([`${origin}/?lang=es`, `${origin}/recipes?lang=es`, undefined]);
  });
});

describe("blockText", () => {
  it("takes the words of paragraphs, headers, list items and tables without their tags", () => {
    const content = {
      blocks: [
        { type: "paragraph", data: { text: "Eat <b>more</b>&nbsp;greens." } },
        { type: "header", data: { text: "Why", level: 2 } },
        { type: "list", data: { style: "unordered", items: [{ content: "Fibre", items: [{ content: "Beans", items: [] }] }] } },
        {
          type: "table",
          data: {
            content: [
              ["Food", "Grams"],
              ["Oats", "40"],
            ],
          },
        },
        { type: "image", data: { file: { url: "/x.jpg" }, caption: "A bowl" } },
      ],
    };
    expect(blockText(content)).toBe("Eat more greens. Why Fibre Beans Food Grams Oats 40 A bowl");
  });
});
