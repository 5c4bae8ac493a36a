// How a typed phone number is written, apart from its rule (phone-number.ts): the booking page
// asks this as she types, to fetch the international check in time, without loading the
// rules it sends the form with.

/** The E.164 form of a valid international number, or null. */
export type InternationalCheck = (number: string) => string | null;

/** Whether a typed number is written with its country code (and so needs the international check). */
export const isInternational = (v: string): boolean => v.trim().startsWith("+");
