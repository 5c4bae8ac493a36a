import { describe, expect, it } from "vitest";
import { isInternational, phoneNumberRule } from "./phone-number";
import { toE164 } from "./phone-international";
import { checkBookingRequest } from "./booking-request";

const rule = phoneNumberRule(toE164);

describe("phone numbers", () => {
  it("written as digits only are exactly ten, spaces between groups ignored, and kept as digits", () => {
    for (const [typed, stored] of [
      ["6123456789", "6123456789"],
      ["612 345 678 9", "6123456789"],
      [" 612 34 56 789 ", "6123456789"],
    ]) {
      expect(rule(typed)).toEqual({ ok: true, value: stored });
    }
    for (const bad of ["61234", "612345678", "61234567890", "612-345-6789", "(612) 345 6789", "0034612345678"]) {
      expect(rule(bad)).toEqual({ ok: false, key: "phone_format" });
    }
  });

  it("written with a country code are checked by libphonenumber-js and kept in E.164", () => {
    for (const [typed, stored] of [
      ["+34 612 345 678", "+34612345678"],
      ["+34612345678", "+34612345678"],
      ["+30 691 234 5678", "+306912345678"],
      ["+30 210 123 4567", "+302101234567"],
      ["+44 7911 123456", "+447911123456"],
      ["+44 (0)7911 123-456", "+447911123456"],
    ]) {
      expect(rule(typed), typed).toEqual({ ok: true, value: stored });
    }
    for (const bad of ["+34 612 345", "+34 612 345 678 999", "+44 12", "+1 000", "+", "+34 612 345 678 ext. 4", "+34 6l2 345 678"]) {
      expect(rule(bad), bad).toEqual({ ok: false, key: "phone_format" });
    }
  });

  it("refuse blanks and control characters with their own messages", () => {
    expect(rule("   ")).toEqual({ ok: false, key: "required" });
    expect(rule(undefined)).toEqual({ ok: false, key: "required" });
    expect(rule("+34 612\n345 678")).toEqual({ ok: false, key: "control_characters" });
  });

  it("need the international check only for a number that starts with +", () => {
    expect(isInternational(" +34 612 345 678")).toBe(true);
    expect(isInternational("6123456789")).toBe(false);
    expect(phoneNumberRule()("6123456789")).toEqual({ ok: true, value: "6123456789" });
    expect(() => phoneNumberRule()("+34 612 345 678")).toThrow(/international check/);
  });

  it("are the booking request's rule, on the form's side as on the API's", () => {
    const request = { service_plan_id: 1, date: "2027-01-07", time: "10:00", name: "Lucía", email: "lucia@example.com", phone_number: "+34 612 345 678" };
    expect(checkBookingRequest(request, toE164)).toMatchObject({ success: true, data: { phone_number: "+34612345678" } });
    expect(checkBookingRequest({ ...request, phone_number: "612345678" }, toE164)).toEqual({
      success: false,
      key: "booking_fields_invalid",
      fields: { phone_number: ["phone_format"] },
    });
  });
});
