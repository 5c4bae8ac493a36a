import { describe, expect, it } from "vitest";
import { addTexts, translate, type AdminKey } from "../../../i18n";
import { admin } from "../../../i18n/admin";
import { historyNote } from "./history-note";

addTexts(admin);
const inSpanish = (key: AdminKey, vars?: Record<string, string | number>) => translate("es", key, vars);

describe("a booking's history in the admin's language", () => {
  it("reads the server's notes in Spanish", () => {
    expect(historyNote("booked", inSpanish)).toBe("reservada");
    expect(historyNote("rescheduled from 2027-01-06 10:00 to 2027-01-08 16:00", inSpanish)).toBe("cambiada del 2027-01-06 10:00 al 2027-01-08 16:00");
    expect(historyNote("marked paid (elena@practice.test)", inSpanish)).toBe("marcada como pagada (elena@practice.test)");
    expect(historyNote("not paid 24 hours before the start", inSpanish)).toBe("no pagada 24 horas antes del inicio");
  });

  it("keeps a note it does not know as written", () => {
    expect(historyNote("refunded by hand", inSpanish)).toBe("refunded by hand");
  });
});
