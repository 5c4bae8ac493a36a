import { describe, expect, it } from "vitest";
import { pageTexts, publicTables } from "./public-tables";
import { PENDING_TEXT_KEYS } from "../components/public/pending-views";

describe("pageTexts", () => {
  const gr = pageTexts("gr");

  it("holds every public key, in the page's language", () => {
    const keys = publicTables.flatMap((t) => Object.keys(t));
    expect(Object.keys(gr).sort()).toEqual([...new Set(keys)].sort());
    expect(gr["nav.blogs"]).toEqual({ gr: "Άρθρα" });
  });

  it("keeps the language suggestion and the loading states in every language", () => {
    expect(gr["lang.suggest.switch"]).toEqual({ en: "Switch to English", es: "Ver en español", gr: "Προβολή στα ελληνικά" });
    for (const key of PENDING_TEXT_KEYS) expect(Object.keys(gr[key] ?? {}).sort()).toEqual(["en", "es", "gr"]);
  });

  it("carries no other language for the rest", () => {
    const keep = new Set<string>(["lang.suggest.text", "lang.suggest.switch", "lang.suggest.dismiss", ...PENDING_TEXT_KEYS]);
    const extra = Object.entries(gr).filter(([key, entry]) => !keep.has(key) && Object.keys(entry).join() !== "gr");
    expect(extra).toEqual([]);
  });
});
