import { describe, expect, it } from "vitest";
import { payPath } from "./pay-path";

describe("payPath", () => {
  it("keeps only the path of the site's pay address, so the link stays on the origin reached", () => {
    expect(payPath("https://practice.test/pay/abc_DEF-123")).toBe("/pay/abc_DEF-123");
    expect(payPath(null)).toBeNull();
  });
  it("leaves any other address as it is", () => {
    expect(payPath("https://buy.stripe.com/test_abc?client_reference_id=1")).toBe("https://buy.stripe.com/test_abc?client_reference_id=1");
  });
});
