import { describe, expect, it } from "vitest";
import { slugify } from "./slugify.js";

describe("slugify", () => {
  it("lowercases and turns runs of other characters into one hyphen, trimmed", () => {
    expect(slugify("  Hello,   World!! ")).toBe("hello-world");
    expect(slugify("5 Tips -- for  Better Sleep (2024)")).toBe("5-tips-for-better-sleep-2024");
    expect(slugify("---a---")).toBe("a");
  });

  it("drops Spanish accents", () => {
    expect(slugify("¿Qué comer después de entrenar?")).toBe("que-comer-despues-de-entrenar");
    expect(slugify("Nutrición y pequeños cambios: año nuevo, cigüeña")).toBe("nutricion-y-pequenos-cambios-ano-nuevo-ciguena");
  });

  it("transliterates Greek to Latin", () => {
    expect(slugify("Υγιεινή διατροφή")).toBe("ygieini-diatrofi");
    expect(slugify("Φυτικές ίνες: το θρεπτικό συστατικό που μας λείπει")).toBe("fytikes-ines-to-threptiko-systatiko-pou-mas-leipei");
    expect(slugify("Ψωμί και μπανάνα")).toBe("psomi-kai-banana");
    expect(slugify("ΣΟΥΠΑ ΛΑΧΑΝΙΚΩΝ")).toBe("soupa-lachanikon");
  });

  it("gives an empty slug when nothing usable is left", () => {
    expect(slugify("!!! ???")).toBe("");
    expect(slugify("")).toBe("");
  });

  it("spells recipe titles in Latin", () => {
    expect(slugify("  Greek Salad -- with Feta!  ")).toBe("greek-salad-with-feta");
    expect(slugify("Crema de calabacín y piñones")).toBe("crema-de-calabacin-y-pinones");
    expect(slugify("Χωριάτικη σαλάτα")).toBe("choriatiki-salata");
    expect(slugify("Φασολάδα του βουνού")).toBe("fasolada-tou-vounou");
  });
});
