import { describe, expect, it } from "vitest";
import { texts } from "./index";
import "./admin-texts";
import { apiMessages } from "../../core/i18n/api-messages";
import { LANGUAGES } from "../../core/languages";

describe("texts", () => {
  it("every UI and API text exists, non-empty, in en, es and gr", () => {
    const missing: string[] = [];
    for (const [key, entry] of Object.entries({ ...texts, ...apiMessages })) {
      for (const lang of LANGUAGES) if (!entry[lang]?.trim()) missing.push(`${key}.${lang}`);
    }
    expect(missing).toEqual([]);
  });
});
