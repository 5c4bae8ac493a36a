import { compact, type JsonLd } from "./json-ld";

// The practice as a local business. schema.org has no Dietitian type: the business is a
// MedicalBusiness (a LocalBusiness) with the additional type DietNutrition (schema.org's
// dietetics specialty), founded by a Person whose occupation is Dietitian.

export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
export type WeeklyHours = Partial<Record<Weekday, readonly { start: string; end: string }[]>>;

export interface Practice {
  name: string;
  /** The nutritionist herself. */
  person: { name: string; jobTitle: string };
  url: string;
  logo: string;
  image?: string;
  description?: string;
  email?: string;
  telephone?: string;
  address?: { streetAddress: string; postalCode?: string; addressLocality?: string; addressRegion?: string; addressCountry: string };
  hours: WeeklyHours;
  sameAs?: readonly string[];
  knowsAbout?: readonly string[];
  priceRange?: string;
  languages?: readonly string[];
}

const DAY_NAMES: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** One OpeningHoursSpecification per distinct time range, with every day that has it. */
export function openingHours(hours: WeeklyHours): JsonLd[] {
  const byRange = new Map<string, string[]>();
  for (const day of Object.keys(DAY_NAMES) as Weekday[]) {
    for (const r of hours[day] ?? []) {
      const key = `${r.start}-${r.end}`;
      byRange.set(key, [...(byRange.get(key) ?? []), `https://schema.org/${DAY_NAMES[day]}`]);
    }
  }
  return [...byRange].map(([key, days]) => {
    const [opens, closes] = key.split("-");
    return { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes };
  });
}

export function practiceJsonLd(p: Practice): JsonLd {
  return compact({
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    "@id": `${p.url.replace(/\/$/, "")}/#practice`,
    name: p.name,
    url: p.url,
    logo: p.logo,
    image: p.image ?? p.logo,
    description: p.description,
    email: p.email,
    telephone: p.telephone,
    priceRange: p.priceRange,
    currenciesAccepted: "EUR",
    address: p.address && compact({ "@type": "PostalAddress", ...p.address }),
    openingHoursSpecification: openingHours(p.hours),
    additionalType: "https://schema.org/DietNutrition",
    knowsAbout: p.knowsAbout ? [...p.knowsAbout] : undefined,
    knowsLanguage: p.languages ? [...p.languages] : undefined,
    sameAs: p.sameAs ? [...p.sameAs] : undefined,
    founder: personJsonLd(p),
  });
}

/** The author of blogs and recipes. */
export function personJsonLd(p: Pick<Practice, "person" | "url">): JsonLd {
  return {
    "@type": "Person",
    "@id": `${p.url.replace(/\/$/, "")}/#person`,
    name: p.person.name,
    jobTitle: p.person.jobTitle,
    hasOccupation: { "@type": "Occupation", name: "Dietitian" },
    url: p.url,
  };
}

/** The publisher of blogs: the practice as an organization with its logo. */
export function publisherJsonLd(p: Pick<Practice, "name" | "url" | "logo">): JsonLd {
  return {
    "@type": "Organization",
    "@id": `${p.url.replace(/\/$/, "")}/#organization`,
    name: p.name,
    url: p.url,
    logo: { "@type": "ImageObject", url: p.logo },
  };
}
