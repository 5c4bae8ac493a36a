import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../core/languages";
import { formatCount, numberFormat } from "./format";

describe("formatCount", () => {
  it("writes every count as the language's number format does, without asking it below 1,000", () => {
    for (const lang of LANGUAGES) {
      for (let n = 0; n <= 2500; n++) expect(formatCount(n, lang)).toBe(numberFormat(lang, {}).format(n));
    }
  });

  it("groups the thousands as each language does", () => {
    expect(formatCount(2000, "en")).toBe("2,000");
    expect(formatCount(2000, "gr")).toBe("2.000");
    expect(formatCount(12000, "es")).toBe("12.000");
  });
});
