import { describe, expect, it } from "vitest";
import { checkBookingRequest, type BookingRequestInput } from "./booking-request";
import { bookingRequest } from "./schemas/booking";

const valid: BookingRequestInput = {
  service_plan_id: "3",
  date: "2027-01-07",
  time: "10:00",
  name: " Lucía Pérez ",
  email: " Lucia@Example.com ",
  phone_number: "612 345 678 9",
  message: "Line one\r\nline two ",
  language: "es",
  privacy_consent: true,
};

describe("the booking request's rules (the form's check and the API's schema)", () => {
  it("clean a valid request the same way on both sides", () => {
    const form = checkBookingRequest(valid);
    const api = bookingRequest.safeParse(valid);
    expect(form).toEqual({
      success: true,
      data: {
        service_plan_id: 3,
        date: "2027-01-07",
        time: "10:00",
        name: "Lucía Pérez",
        email: "lucia@example.com",
        phone_number: "6123456789",
        message: "Line one\nline two",
        language: "es",
        privacy_consent: true,
      },
    });
    expect(api.success && api.data).toEqual(form.success && form.data);
  });

  it("give each refused field the same key on both sides, and one message for the form", () => {
    const cases: [Partial<Record<keyof BookingRequestInput, unknown>>, Record<string, string[]>, string][] = [
      [{ phone_number: "61234" }, { phone_number: ["phone_format"] }, "booking_fields_invalid"],
      [{ name: "  " }, { name: ["required"] }, "booking_fields_invalid"],
      [{ email: "lucia@" }, { email: ["invalid_email"] }, "booking_fields_invalid"],
      [{ service_plan_id: "0x10" }, { service_plan_id: ["invalid_integer"] }, "booking_fields_invalid"],
      [{ date: "2027-02-30" }, { date: ["invalid_date"] }, "invalid_date"],
      [{ time: "25:00" }, { time: ["invalid_time"] }, "invalid_time"],
      [{ message: "x".repeat(5001) }, { message: ["message_too_long"] }, "message_too_long"],
      [{ name: "Lucía\u202E" }, { name: ["control_characters"] }, "booking_fields_invalid"],
      [{ language: "fr" }, { language: ["invalid_language"] }, "booking_fields_invalid"],
      [{ privacy_consent: "yes" }, { privacy_consent: ["invalid"] }, "invalid"],
      [{ phone_number: "1", message: "x".repeat(5001) }, { phone_number: ["phone_format"], message: ["message_too_long"] }, "booking_fields_invalid"],
    ];
    for (const [change, fields, key] of cases) {
      const input = { ...valid, ...change };
      expect(checkBookingRequest(input)).toEqual({ success: false, key, fields });
      const api = bookingRequest.safeParse(input);
      const apiFields = Object.fromEntries((api.error?.issues ?? []).map((i) => [String(i.path[0]), [i.message]]));
      expect(apiFields).toEqual(fields);
    }
  });

  it("treat a missing field as required, and an absent message as empty", () => {
    const rest: Partial<BookingRequestInput> = { ...valid };
    delete rest.message;
    delete rest.language;
    delete rest.privacy_consent;
    expect(checkBookingRequest(rest)).toMatchObject({ success: true, data: { message: "" } });
    expect(checkBookingRequest({})).toMatchObject({
      success: false,
      fields: { service_plan_id: ["required"], date: ["required"], time: ["required"], name: ["required"], email: ["required"], phone_number: ["required"] },
    });
  });
});
