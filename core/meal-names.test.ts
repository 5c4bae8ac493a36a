import { describe, expect, it } from "vitest";
import { dayName, localDayName, localMealName } from "./meal-names";

describe("default meal and day names in the reader's language", () => {
  it("turns a default meal name from any language into the one asked for, whatever its case", () => {
    expect(localMealName("Desayuno", "gr")).toBe("Πρωινό");
    expect(localMealName(" merienda ", "en")).toBe("Afternoon snack");
    expect(localMealName("Βραδινό", "es")).toBe("Cena");
  });

  it("keeps a name she wrote herself", () => {
    expect(localMealName("Después del gimnasio", "gr")).toBe("Después del gimnasio");
    expect(localDayName("Lunes", "gr")).toBe("Lunes");
  });

  it("numbers days in the language asked for", () => {
    expect(localDayName("Día 2", "gr")).toBe("Ημέρα 2");
    expect(localDayName("Ημέρα 14", "en")).toBe("Day 14");
    expect(dayName(3, "es")).toBe("Día 3");
  });
});
