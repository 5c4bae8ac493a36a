import { describe, expect, it } from "vitest";
import { newsletterMail } from "./mail-html.js";

// The plain-text part writes the subject and headings in capitals; Greek capitals carry no accents.

const mail = (lang: "gr" | "es", subject: string, heading: string) =>
  newsletterMail({
    lang,
    subject,
    preheader: "",
    content: {
      blocks: [
        { type: "header", data: { text: heading, level: 2 } },
        { type: "paragraph", data: { text: "…" } },
      ],
    },
    absolute: (u) => `https://practice.test${u}`,
    unsubscribeUrl: "https://practice.test/unsubscribe",
    practice: { en: "Nutrition", es: "Nutrición", gr: "Διατροφή" },
  }).text;

describe("plain-text capitals", () => {
  it("Greek drops its accents in capitals", () => {
    const text = mail("gr", "Καλή όρεξη τον Οκτώβριο", "Τα ρόδια είναι εδώ: πρωινό με μέλι, ευτυχώς χωρίς άγχος");
    expect(text).toContain("ΚΑΛΗ ΟΡΕΞΗ ΤΟΝ ΟΚΤΩΒΡΙΟ");
    expect(text).toContain("ΤΑ ΡΟΔΙΑ ΕΙΝΑΙ ΕΔΩ: ΠΡΩΙΝΟ ΜΕ ΜΕΛΙ, ΕΥΤΥΧΩΣ ΧΩΡΙΣ ΑΓΧΟΣ");
    // (Words written in small letters, such as the signature's "Έλενα", keep theirs.)
    expect(text.split("\n\n").slice(0, 2).join(" ")).not.toMatch(/[ΆΈΉΊΌΎΏ]/);
  });

  it("Spanish keeps its accents in capitals", () => {
    expect(mail("es", "Otoño en el plato", "Cómo asar la calabaza")).toContain("CÓMO ASAR LA CALABAZA");
  });
});
