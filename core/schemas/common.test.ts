import { describe, expect, it } from "vitest";
import { idParam, integer } from "./common.js";

describe("integers", () => {
  const price = integer(0, 100_000);

  it("accept numbers and plain decimal digits", () => {
    expect(price.parse(75)).toBe(75);
    expect(price.parse("75")).toBe(75);
    expect(price.parse(" 75 ")).toBe(75);
    expect(price.parse("0075")).toBe(75);
    expect(idParam.parse({ id: "12" })).toEqual({ id: 12 });
  });

  it("refuse hexadecimal, exponents, fractions, signs and other numerals", () => {
    for (const input of ["0x10", "0X10", "1e3", "1E3", "0b101", "0o17", "1.5", "1.0", "+5", "Infinity", "1_000", "١٢", "12abc"]) {
      const res = price.safeParse(input);
      expect(res.success, input).toBe(false);
      expect(res.error?.issues[0]?.message, input).toBe("invalid_integer");
      expect(idParam.safeParse({ id: input }).success, `id ${input}`).toBe(false);
    }
  });
});
