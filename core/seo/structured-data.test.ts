import { describe, expect, it } from "vitest";
import { recipeInput } from "../schemas/recipe";
import {
  blogPostingJsonLd,
  breadcrumbsJsonLd,
  graph,
  jsonLdText,
  nutritionJsonLd,
  personJsonLd,
  practiceJsonLd,
  publisherJsonLd,
  recipeJsonLd,
  type Practice,
  type RecipeData,
} from "./index";
import { validateJsonLd } from "./schema-vocabulary";

const practice: Practice = {
  name: "Nutrition with Elena",
  person: { name: "Elena", jobTitle: "Dietitian-nutritionist" },
  url: "https://example.org/",
  logo: "https://example.org/images/logo.svg",
  email: "hello@example.org",
  telephone: "+34 612 345 678",
  address: { streetAddress: "Calle de Alcalá 120", postalCode: "28009", addressLocality: "Madrid", addressRegion: "Comunidad de Madrid", addressCountry: "ES" },
  hours: {
    mon: [{ start: "09:00", end: "19:00" }],
    tue: [{ start: "09:00", end: "19:00" }],
    wed: [
      { start: "09:00", end: "14:00" },
      { start: "16:00", end: "19:00" },
    ],
  },
  sameAs: ["https://www.instagram.com/example"],
  knowsAbout: ["Sports nutrition", "Weight management"],
  languages: ["en", "es", "el"],
  priceRange: "€€",
};

const recipe: RecipeData = {
  title: "Greek Village Salad",
  description: "Tomatoes, cucumber and feta.",
  category: "Salads",
  published_date: "05/03/2025",
  updated_at: "2025-03-06T10:00:00.000Z",
  ingredients: [
    { name: "Tomatoes", quantity: "3", size: "pcs" },
    { name: "Feta", quantity: "150", size: "g" },
    { name: "Salt", quantity: "", size: "" },
  ],
  instructions: [
    { step_number: 2, step_content: "Add the feta." },
    { step_number: 1, step_content: "Cut the vegetables." },
  ],
  nutritional_facts: [
    { name: "Calories", quantity: "320", size: "kcal" },
    { name: "Proteínas", quantity: "9", size: "g" },
    { name: "Λιπαρά", quantity: "27", size: "g" },
    { name: "Fibra", quantity: "3,5", size: "g" },
    { name: "Sodium", quantity: "720", size: "mg" },
    { name: "Vitamin C", quantity: "38", size: "mg" },
    { name: "Cholesterol", quantity: "20", size: "mg" },
  ],
  valuable_info: { duration: "1 h 30 min", difficulty: "Easy", portions: 2 },
  meta_info: { meta_title: "Greek salad recipe", meta_description: "The taverna classic", meta_keywords: "salad, greek" },
};

const url = "https://example.org/fullrecipe/greek-village-salad?lang=en";
const author = personJsonLd(practice);

describe("Recipe", () => {
  const ld = recipeJsonLd(recipe, {
    url,
    images: ["https://example.org/api/uploads/images/ab-1200x800.jpg"],
    inLanguage: "en",
    author,
    yieldText: (n) => `${n} servings`,
  });

  it("is valid schema.org with what Google needs for a recipe rich result", () => {
    expect(validateJsonLd(ld)).toEqual([]);
    for (const prop of [
      "name",
      "image",
      "author",
      "datePublished",
      "description",
      "recipeIngredient",
      "recipeInstructions",
      "recipeYield",
      "totalTime",
      "nutrition",
      "recipeCategory",
      "keywords",
    ]) {
      expect(ld, prop).toHaveProperty(prop);
    }
  });

  it("carries ingredients, ordered HowToSteps, yield, time and nutrition per portion", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Greek Village Salad",
      description: "The taverna classic",
      datePublished: "2025-03-05",
      dateModified: "2025-03-06T10:00:00.000Z",
      totalTime: "PT1H30M",
      recipeYield: ["2", "2 servings"],
      recipeIngredient: ["3 pcs Tomatoes", "150 g Feta", "Salt"],
      recipeInstructions: [
        { "@type": "HowToStep", position: 1, text: "Cut the vegetables.", url: `${url}#step-1` },
        { "@type": "HowToStep", position: 2, text: "Add the feta.", url: `${url}#step-2` },
      ],
      nutrition: {
        "@type": "NutritionInformation",
        calories: "320 kcal",
        proteinContent: "9 g",
        fatContent: "27 g",
        fiberContent: "3.5 g",
        sodiumContent: "720 mg",
        cholesterolContent: "20 mg",
      },
    });
    // Nutrients schema.org has no property for are left out rather than misfiled.
    expect(JSON.stringify(ld.nutrition)).not.toContain("38");
  });

  it("leaves out what it does not know instead of writing empty or invalid values", () => {
    const bare = recipeJsonLd(
      { ...recipe, nutritional_facts: [], valuable_info: { duration: "a while", difficulty: "Easy", portions: 1 }, meta_info: null, updated_at: undefined },
      { url, images: [], inLanguage: "el", author },
    );
    expect(bare).not.toHaveProperty("totalTime");
    expect(bare).not.toHaveProperty("nutrition");
    expect(bare).not.toHaveProperty("image");
    expect(bare).not.toHaveProperty("keywords");
    expect(bare.recipeYield).toEqual(["1"]);
    expect(validateJsonLd(bare)).toEqual([]);
    expect(nutritionJsonLd([{ name: "Unknown thing", quantity: "1", size: "g" }])).toBeUndefined();
  });

  it("reads the demo recipes' durations in every language", async () => {
    const { demoRecipes } = await import("../../server/seed/recipes");
    for (const entry of demoRecipes) {
      const input = recipeInput.parse(entry.input);
      const ld = recipeJsonLd(
        {
          ...input,
          published_date: "01/01/2025",
          ingredients: input.ingredients_attributes,
          instructions: input.instructions_attributes,
          nutritional_facts: input.nutritional_facts_attributes,
          valuable_info: input.valuable_info_attributes,
          meta_info: input.meta_info_attributes,
        },
        { url, images: ["https://example.org/a.jpg"], inLanguage: input.language === "gr" ? "el" : input.language, author },
      );
      expect(ld.totalTime, `${input.language}: ${input.valuable_info_attributes.duration}`).toMatch(/^PT/);
      expect(validateJsonLd(ld), input.title).toEqual([]);
    }
  });
});

describe("BlogPosting", () => {
  const publisher = publisherJsonLd(practice);
  const blog = {
    title: "Eating well in a Madrid summer",
    description: "Heat, hydration and seasonal food.",
    category: "Seasonal",
    published_date: "2025-06-01",
    updated_at: "2025-06-02T08:00:00.000Z",
    meta_keywords: "summer, hydration",
    text: "one two three four",
  };
  const ld = blogPostingJsonLd(blog, {
    url: "https://example.org/blogs/summer?lang=en",
    images: ["https://example.org/img.jpg"],
    inLanguage: "en",
    author,
    publisher,
  });

  it("is valid schema.org with headline, image, dates, author and publisher", () => {
    expect(validateJsonLd(ld)).toEqual([]);
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: blog.title,
      datePublished: "2025-06-01",
      dateModified: "2025-06-02T08:00:00.000Z",
      author: { "@type": "Person", name: "Elena" },
      publisher: { "@type": "Organization", logo: { "@type": "ImageObject" } },
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://example.org/blogs/summer?lang=en" },
      wordCount: 4,
      articleSection: "Seasonal",
    });
  });

  it("keeps headlines within 110 characters", () => {
    const long = blogPostingJsonLd({ ...blog, title: "A".repeat(200) }, { url: "https://example.org/b", images: [], inLanguage: "es", author, publisher });
    expect(String(long.headline).length).toBeLessThanOrEqual(110);
    expect(long.dateModified).toBe("2025-06-02T08:00:00.000Z");
  });
});

describe("the practice", () => {
  const ld = practiceJsonLd(practice);

  it("is a valid local business with its Madrid address, hours and its dietitian", () => {
    expect(validateJsonLd(ld)).toEqual([]);
    expect(ld).toMatchObject({
      "@type": "MedicalBusiness",
      additionalType: "https://schema.org/DietNutrition",
      name: "Nutrition with Elena",
      telephone: "+34 612 345 678",
      address: { "@type": "PostalAddress", addressLocality: "Madrid", postalCode: "28009", addressCountry: "ES" },
      founder: { "@type": "Person", hasOccupation: { "@type": "Occupation", name: "Dietitian" } },
    });
  });

  it("groups opening hours by time range", () => {
    expect(ld.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday"], opens: "09:00", closes: "19:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Wednesday"], opens: "09:00", closes: "14:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Wednesday"], opens: "16:00", closes: "19:00" },
    ]);
  });
});

describe("BreadcrumbList and the script text", () => {
  it("numbers the crumbs from 1; the page itself may have no URL", () => {
    const ld = breadcrumbsJsonLd([{ name: "Home", url: "https://example.org/" }, { name: "Recipes", url: "https://example.org/recipes" }, { name: "Salad" }]);
    expect(validateJsonLd(ld)).toEqual([]);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://example.org/" },
      { "@type": "ListItem", position: 2, name: "Recipes", item: "https://example.org/recipes" },
      { "@type": "ListItem", position: 3, name: "Salad" },
    ]);
  });

  it("puts several nodes in one graph", () => {
    const g = graph([practiceJsonLd(practice), breadcrumbsJsonLd([{ name: "Home" }])]);
    expect(g["@graph"].every((n) => !("@context" in n))).toBe(true);
    expect(validateJsonLd(g)).toEqual([]);
  });

  it("cannot be closed early by content", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>\u2028" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>\u2028");
  });

  it("the validator itself refuses what schema.org does not allow", () => {
    expect(validateJsonLd({ "@type": "Recipe", cookingTime: "PT1H" })).toEqual(["$.cookingTime: not a property of Recipe"]);
    expect(validateJsonLd({ "@type": "Recipe", totalTime: "90 min" })).toEqual(['$.totalTime: "90 min" is not Duration']);
    expect(validateJsonLd({ "@type": "Recipe", author: { "@type": "Recipe", name: "x" } })).toHaveLength(1);
    expect(validateJsonLd({ "@type": "Dietitian" })).toEqual(["$: unknown type Dietitian"]);
    expect(validateJsonLd({ "@type": "BlogPosting", image: "/relative.jpg" })).toHaveLength(1);
  });
});
