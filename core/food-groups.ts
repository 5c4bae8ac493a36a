import type { Language } from "./languages.js";

// The food groups of the USDA's Standard Reference (its codes), named in the site's three
// languages, and "own" for the foods the nutritionist adds herself.
export const FOOD_GROUPS: Record<string, Record<Language, string>> = {
  "0100": { en: "Dairy and eggs", es: "Lácteos y huevos", gr: "Γαλακτοκομικά και αυγά" },
  "0200": { en: "Spices and herbs", es: "Especias y hierbas", gr: "Μπαχαρικά και μυρωδικά" },
  "0300": { en: "Baby foods", es: "Alimentos infantiles", gr: "Βρεφικές τροφές" },
  "0400": { en: "Fats and oils", es: "Grasas y aceites", gr: "Λίπη και έλαια" },
  "0500": { en: "Poultry", es: "Aves", gr: "Πουλερικά" },
  "0600": { en: "Soups and sauces", es: "Sopas y salsas", gr: "Σούπες και σάλτσες" },
  "0700": { en: "Sausages and cold cuts", es: "Embutidos y fiambres", gr: "Αλλαντικά" },
  "0800": { en: "Breakfast cereals", es: "Cereales de desayuno", gr: "Δημητριακά πρωινού" },
  "0900": { en: "Fruit and juices", es: "Frutas y zumos", gr: "Φρούτα και χυμοί" },
  "1000": { en: "Pork", es: "Cerdo", gr: "Χοιρινό" },
  "1100": { en: "Vegetables", es: "Verduras y hortalizas", gr: "Λαχανικά" },
  "1200": { en: "Nuts and seeds", es: "Frutos secos y semillas", gr: "Ξηροί καρποί και σπόροι" },
  "1300": { en: "Beef", es: "Vacuno", gr: "Μοσχάρι" },
  "1400": { en: "Drinks", es: "Bebidas", gr: "Ποτά" },
  "1500": { en: "Fish and shellfish", es: "Pescados y mariscos", gr: "Ψάρια και θαλασσινά" },
  "1600": { en: "Legumes", es: "Legumbres", gr: "Όσπρια" },
  "1700": { en: "Lamb, veal and game", es: "Cordero, ternera y caza", gr: "Αρνί, μοσχαράκι και κυνήγι" },
  "1800": { en: "Bread and baked goods", es: "Pan y bollería", gr: "Ψωμί και αρτοσκευάσματα" },
  "1900": { en: "Sweets", es: "Dulces", gr: "Γλυκά" },
  "2000": { en: "Cereals and pasta", es: "Cereales y pasta", gr: "Δημητριακά και ζυμαρικά" },
  "2100": { en: "Fast food", es: "Comida rápida", gr: "Γρήγορο φαγητό" },
  "2200": { en: "Prepared dishes", es: "Platos preparados", gr: "Έτοιμα φαγητά" },
  "2500": { en: "Snacks", es: "Aperitivos", gr: "Σνακ" },
  "3500": { en: "Foods of American Indians and Alaska Natives", es: "Alimentos de pueblos nativos de América", gr: "Τροφές ιθαγενών της Αμερικής" },
  "3600": { en: "Restaurant foods", es: "Comida de restaurante", gr: "Φαγητά εστιατορίου" },
  own: { en: "My foods", es: "Mis alimentos", gr: "Τα τρόφιμά μου" },
};

export function foodGroupName(code: string | null, language: Language): string {
  return (code && FOOD_GROUPS[code]?.[language]) || FOOD_GROUPS.own![language];
}
