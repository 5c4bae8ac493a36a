import { describe, expect, it } from "vitest";
import { aeatAmount, aeatQrUrl, altaHash, altaHashInput, madridTimestamp, splitVat } from "./verifactu.js";

// The AEAT's own examples ("Detalle de las especificaciones técnicas para generación de la
// huella o hash de los registros de facturación"): a first record and the one chained to it.
const first = {
  issuerTaxId: "89890001K",
  number: "12345678/G33",
  issueDate: "01-01-2024",
  aeatType: "F1",
  vat: 1235,
  total: 12345,
  previousHash: "",
  generatedAt: "2024-01-01T19:20:30+01:00",
};

describe("VeriFactu registration records", () => {
  it("hashes the AEAT's first example to its published value", async () => {
    expect(altaHashInput(first)).toBe(
      "IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00",
    );
    expect(await altaHash(first)).toBe("3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60");
  });

  it("chains the second example to the first", async () => {
    const second = { ...first, number: "12345679/G34", previousHash: await altaHash(first), generatedAt: "2024-01-01T19:20:35+01:00" };
    expect(await altaHash(second)).toBe("F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97");
  });

  it("writes amounts with a point, two decimals and a minus for rectifications", () => {
    expect(aeatAmount(6000)).toBe("60.00");
    expect(aeatAmount(5)).toBe("0.05");
    expect(aeatAmount(-6050)).toBe("-60.50");
  });

  it("writes the generation time in Madrid with its offset, winter and summer", () => {
    expect(madridTimestamp(Date.parse("2026-01-15T09:00:00.123Z"))).toBe("2026-01-15T10:00:00+01:00");
    expect(madridTimestamp(Date.parse("2026-07-15T09:00:00Z"))).toBe("2026-07-15T11:00:00+02:00");
  });

  it("builds the QR address with tax id, number, date and total", () => {
    const url = new URL(aeatQrUrl({ issuerTaxId: "12345678Z", number: "F2026-000001", issueDate: "27-11-2026", total: 6000 }));
    expect(url.searchParams.get("nif")).toBe("12345678Z");
    expect(url.searchParams.get("numserie")).toBe("F2026-000001");
    expect(url.searchParams.get("fecha")).toBe("27-11-2026");
    expect(url.searchParams.get("importe")).toBe("60.00");
  });

  it("splits a VAT-inclusive price", () => {
    expect(splitVat(6000, 0)).toEqual({ base: 6000, vat: 0 });
    expect(splitVat(12100, 21)).toEqual({ base: 10000, vat: 2100 });
    const odd = splitVat(6000, 21);
    expect(odd.base + odd.vat).toBe(6000);
  });
});
