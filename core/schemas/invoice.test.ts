import { describe, expect, it } from "vitest";
import { clientTaxIdOk, fullInvoiceRequest } from "./invoice.js";

describe("a client's tax id on a full invoice", () => {
  it("checks the letter of what looks like a Spanish NIF or NIE", () => {
    expect(clientTaxIdOk("12345678Z")).toBe(true);
    expect(clientTaxIdOk("12345678-z")).toBe(true);
    expect(clientTaxIdOk("X1234567L")).toBe(true);
    expect(clientTaxIdOk("12345678A")).toBe(false);
    expect(clientTaxIdOk("X1234567A")).toBe(false);
    // Eight digits without the letter are a Spanish NIF missing it, not a foreign number.
    expect(clientTaxIdOk("12345678")).toBe(false);
    expect(clientTaxIdOk("B12345674")).toBe(true);
    expect(clientTaxIdOk("B12345675")).toBe(false);
  });

  it("takes a foreign tax number as given, letters and digits only", () => {
    expect(clientTaxIdOk("EL123456789")).toBe(true);
    expect(clientTaxIdOk("123456789")).toBe(true);
    expect(clientTaxIdOk("DE 123 456 789")).toBe(true);
    expect(clientTaxIdOk("abc")).toBe(false);
    expect(clientTaxIdOk("<script>")).toBe(false);
  });

  it("keeps the number as documents print it", () => {
    const parsed = fullInvoiceRequest.parse({ name: " Ana ", tax_id: "x-1234567-l", address: "Calle Mayor 1\n28013 Madrid" });
    expect(parsed).toEqual({ name: "Ana", tax_id: "X1234567L", address: "Calle Mayor 1\n28013 Madrid" });
  });
});
