// A small part of schema.org's vocabulary (https://schema.org, version 29): the types our
// structured data uses, the properties each may carry (own and inherited) and the kinds of
// value they take. Tests check every node we build against it, so a misspelt property, a
// property on the wrong type or a value of the wrong kind fails a test, not a search console.

type Kind = "Text" | "URL" | "Date" | "DateTime" | "Duration" | "Number" | "Integer" | "Time" | "Energy" | "Mass" | "DayOfWeek" | string;

interface TypeDef {
  parents: string[];
  props: Record<string, Kind[]>;
}

const THING: TypeDef = {
  parents: [],
  props: {
    name: ["Text"],
    description: ["Text"],
    url: ["URL"],
    image: ["URL", "ImageObject"],
    sameAs: ["URL"],
    alternateName: ["Text"],
    identifier: ["Text", "URL"],
    additionalType: ["URL"],
    mainEntityOfPage: ["URL", "CreativeWork"],
  },
};

export const VOCABULARY: Record<string, TypeDef> = {
  Thing: THING,
  CreativeWork: {
    parents: ["Thing"],
    props: {
      author: ["Person", "Organization"],
      publisher: ["Person", "Organization"],
      datePublished: ["Date", "DateTime"],
      dateModified: ["Date", "DateTime"],
      headline: ["Text"],
      inLanguage: ["Text"],
      keywords: ["Text"],
      about: ["Thing"],
    },
  },
  WebPage: { parents: ["CreativeWork"], props: {} },
  Article: { parents: ["CreativeWork"], props: { articleSection: ["Text"], articleBody: ["Text"], wordCount: ["Integer"] } },
  SocialMediaPosting: { parents: ["Article"], props: { sharedContent: ["CreativeWork"] } },
  BlogPosting: { parents: ["SocialMediaPosting"], props: {} },
  HowTo: {
    parents: ["CreativeWork"],
    props: { totalTime: ["Duration"], prepTime: ["Duration"], performTime: ["Duration"], yield: ["Text"], step: ["HowToStep", "Text"] },
  },
  Recipe: {
    parents: ["HowTo"],
    props: {
      cookTime: ["Duration"],
      cookingMethod: ["Text"],
      nutrition: ["NutritionInformation"],
      recipeCategory: ["Text"],
      recipeCuisine: ["Text"],
      recipeIngredient: ["Text"],
      recipeInstructions: ["Text", "HowToStep", "HowToSection", "ItemList"],
      recipeYield: ["Text", "QuantitativeValue"],
      suitableForDiet: ["URL"],
    },
  },
  Intangible: { parents: ["Thing"], props: {} },
  ItemList: { parents: ["Intangible"], props: { itemListElement: ["ListItem", "Thing", "Text"], numberOfItems: ["Integer"] } },
  BreadcrumbList: { parents: ["ItemList"], props: {} },
  ListItem: { parents: ["Intangible"], props: { position: ["Integer", "Text"], item: ["Thing", "URL"] } },
  // A HowToStep is a ListItem, an ItemList and a CreativeWork at once.
  HowToStep: { parents: ["ListItem", "ItemList", "CreativeWork"], props: { text: ["Text"] } },
  StructuredValue: { parents: ["Intangible"], props: {} },
  NutritionInformation: {
    parents: ["StructuredValue"],
    props: {
      calories: ["Energy"],
      carbohydrateContent: ["Mass"],
      cholesterolContent: ["Mass"],
      fatContent: ["Mass"],
      fiberContent: ["Mass"],
      proteinContent: ["Mass"],
      saturatedFatContent: ["Mass"],
      servingSize: ["Text"],
      sodiumContent: ["Mass"],
      sugarContent: ["Mass"],
      transFatContent: ["Mass"],
      unsaturatedFatContent: ["Mass"],
    },
  },
  ContactPoint: { parents: ["StructuredValue"], props: { email: ["Text"], telephone: ["Text"], contactType: ["Text"] } },
  PostalAddress: {
    parents: ["ContactPoint"],
    props: { streetAddress: ["Text"], postalCode: ["Text"], addressLocality: ["Text"], addressRegion: ["Text"], addressCountry: ["Text", "Country"] },
  },
  OpeningHoursSpecification: { parents: ["StructuredValue"], props: { dayOfWeek: ["DayOfWeek"], opens: ["Time"], closes: ["Time"] } },
  Occupation: { parents: ["Intangible"], props: {} },
  MediaObject: { parents: ["CreativeWork"], props: { contentUrl: ["URL"], width: ["Integer", "QuantitativeValue"], height: ["Integer", "QuantitativeValue"] } },
  ImageObject: { parents: ["MediaObject"], props: { caption: ["Text"] } },
  Person: {
    parents: ["Thing"],
    props: {
      jobTitle: ["Text"],
      hasOccupation: ["Occupation"],
      knowsAbout: ["Text", "URL", "Thing"],
      knowsLanguage: ["Text"],
      email: ["Text"],
      telephone: ["Text"],
      worksFor: ["Organization"],
    },
  },
  Organization: {
    parents: ["Thing"],
    props: {
      address: ["PostalAddress", "Text"],
      email: ["Text"],
      telephone: ["Text"],
      logo: ["URL", "ImageObject"],
      founder: ["Person", "Organization"],
      knowsAbout: ["Text", "URL", "Thing"],
      knowsLanguage: ["Text"],
      areaServed: ["Text", "Place"],
      employee: ["Person"],
    },
  },
  Place: { parents: ["Thing"], props: { address: ["PostalAddress", "Text"], telephone: ["Text"], openingHoursSpecification: ["OpeningHoursSpecification"] } },
  LocalBusiness: {
    parents: ["Organization", "Place"],
    props: { currenciesAccepted: ["Text"], openingHours: ["Text"], paymentAccepted: ["Text"], priceRange: ["Text"] },
  },
  MedicalBusiness: { parents: ["LocalBusiness"], props: {} },
};

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const KIND_CHECK: Record<string, (v: unknown) => boolean> = {
  Text: (v) => typeof v === "string" && v.trim() !== "",
  URL: (v) => typeof v === "string" && /^https?:\/\/[^\s]+$/.test(v),
  Date: (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v),
  DateTime: (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v),
  Duration: (v) => typeof v === "string" && /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/.test(v),
  Number: (v) => typeof v === "number" && Number.isFinite(v),
  Integer: (v) => typeof v === "number" && Number.isInteger(v),
  Time: (v) => typeof v === "string" && /^\d{2}:\d{2}(:\d{2})?$/.test(v),
  Energy: (v) => typeof v === "string" && /^\d+(\.\d+)? (kcal|calories|kJ)$/.test(v),
  Mass: (v) => typeof v === "string" && /^\d+(\.\d+)? (g|mg|µg|mcg|kg)$/.test(v),
  DayOfWeek: (v) => typeof v === "string" && DAYS.some((d) => v === `https://schema.org/${d}` || v === d),
};

function isA(type: string, ancestor: string): boolean {
  if (type === ancestor) return true;
  return (VOCABULARY[type]?.parents ?? []).some((p) => isA(p, ancestor));
}

function propsOf(type: string): Record<string, Kind[]> {
  const def = VOCABULARY[type];
  if (!def) return {};
  return Object.assign({}, ...def.parents.map(propsOf), def.props);
}

/** Problems found in a node and everything in it; an empty list when it is valid. */
export function validateJsonLd(node: unknown, path = "$"): string[] {
  if (!node || typeof node !== "object" || Array.isArray(node)) return [`${path}: not an object`];
  const obj = node as Record<string, unknown>;
  if (Array.isArray(obj["@graph"])) return (obj["@graph"] as unknown[]).flatMap((n, i) => validateJsonLd(n, `${path}.@graph[${i}]`));
  const types = ([] as unknown[]).concat(obj["@type"] ?? []);
  if (types.length === 0) return [`${path}: no @type`];
  const unknown = types.filter((t) => typeof t !== "string" || !VOCABULARY[t]);
  if (unknown.length) return [`${path}: unknown type ${unknown.join(", ")}`];
  const props: Record<string, Kind[]> = Object.assign({}, ...types.map((t) => propsOf(t as string)));
  const errors: string[] = [];
  for (const [key, value] of Object.entries(obj)) {
    if (key === "@context") {
      if (value !== "https://schema.org") errors.push(`${path}.@context: ${String(value)}`);
      continue;
    }
    if (key === "@type") continue;
    if (key === "@id") {
      if (!KIND_CHECK.URL!(String(value).replace(/#.*$/, ""))) errors.push(`${path}.@id: not an absolute URL`);
      continue;
    }
    const kinds = props[key];
    if (!kinds) {
      errors.push(`${path}.${key}: not a property of ${types.join("/")}`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) errors.push(`${path}.${key}: empty list`);
    values.forEach((v, i) => {
      const at = `${path}.${key}${Array.isArray(value) ? `[${i}]` : ""}`;
      if (v && typeof v === "object") {
        const vt = ([] as unknown[]).concat((v as Record<string, unknown>)["@type"] ?? []);
        if (!vt.some((t) => kinds.some((k) => typeof t === "string" && isA(t, k))))
          errors.push(`${at}: ${vt.join("/") || "untyped object"} where ${kinds.join(" or ")} is expected`);
        else errors.push(...validateJsonLd(v, at));
      } else if (!kinds.some((k) => KIND_CHECK[k]?.(v))) {
        errors.push(`${at}: ${JSON.stringify(v)} is not ${kinds.join(" or ")}`);
      }
    });
  }
  return errors;
}
