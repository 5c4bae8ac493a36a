import { describe, expect, it } from "vitest";
import { euroCents, formatMoney } from "./money";

describe("formatMoney", () => {
  it("writes minor units in the reader's locale and the currency's own decimals", () => {
    expect(formatMoney(100, "EUR")).toBe("€1.00");
    expect(formatMoney(6000, "eur", "es")).toBe("60,00\u00a0€");
    expect(formatMoney(32000, "EUR", "gr")).toBe("320,00\u00a0€");
    expect(formatMoney(6000, "JPY")).toBe("JP¥6,000");
    expect(formatMoney(1, "USD")).toBe("US$0.01");
  });

  it("writes an amount in a code that is not a currency as amount and code", () => {
    expect(formatMoney(5, "xx1")).toBe("5 XX1");
  });

  it("turns whole euros into cents", () => {
    expect(euroCents(70)).toBe(7000);
    expect(euroCents(0)).toBe(0);
  });
});
