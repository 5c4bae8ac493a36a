import { describe, expect, it } from "vitest";
import { isValidSpanishTaxId, normalizeTaxId } from "./tax-id";

describe("Spanish tax ids", () => {
  it("accepts a person's NIF only with its own letter", () => {
    expect(isValidSpanishTaxId("12345678Z")).toBe(true);
    expect(isValidSpanishTaxId("12345678A")).toBe(false);
    expect(isValidSpanishTaxId("00000000T")).toBe(true);
  });

  it("accepts a foreigner's NIE, reading X, Y and Z as 0, 1 and 2", () => {
    expect(isValidSpanishTaxId("X1234567L")).toBe(true);
    expect(isValidSpanishTaxId("Y1234567X")).toBe(true);
    expect(isValidSpanishTaxId("Z1234567R")).toBe(true);
    expect(isValidSpanishTaxId("X1234567A")).toBe(false);
  });

  it("accepts an entity's NIF with its control digit or letter", () => {
    expect(isValidSpanishTaxId("B12345674")).toBe(true);
    expect(isValidSpanishTaxId("B12345675")).toBe(false);
    expect(isValidSpanishTaxId("P1234567D")).toBe(true);
    expect(isValidSpanishTaxId("P12345674")).toBe(false);
  });

  it("ignores the separators and case people type, and refuses other shapes", () => {
    expect(normalizeTaxId(" 12.345.678-z ")).toBe("12345678Z");
    expect(isValidSpanishTaxId("12 345 678-z")).toBe(true);
    expect(isValidSpanishTaxId("1234567Z")).toBe(false);
    expect(isValidSpanishTaxId("")).toBe(false);
    expect(isValidSpanishTaxId("DE123456789")).toBe(false);
  });
});
