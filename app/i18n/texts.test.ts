import { describe, expect, it } from "vitest";
import { texts, translate } from "./index";
import { adminTables } from "./admin-texts";
import { publicTables } from "./public-tables";
import { apiMessages } from "../../core/i18n/api-messages";
import { LANGUAGES } from "../../core/languages";
import { MAIL_KINDS } from "../../core/mail-kinds";

describe("texts", () => {
  it("every UI and API text exists, non-empty, in en, es and gr", () => {
    const missing: string[] = [];
    for (const [key, entry] of Object.entries({ ...texts, ...apiMessages })) {
      for (const lang of LANGUAGES) if (!entry[lang]?.trim()) missing.push(`${key}.${lang}`);
    }
    expect(missing).toEqual([]);
  });
});

describe("one text per key", () => {
  it("no key is defined in two tables, where the later one would silently replace the other's text", () => {
    const seen = new Map<string, number>();
    const twice: string[] = [];
    [...publicTables, ...adminTables].forEach((table, i) => {
      for (const key of Object.keys(table)) {
        if (seen.has(key)) twice.push(`${key} (tables ${seen.get(key)} and ${i})`);
        else seen.set(key, i);
      }
    });
    expect(twice).toEqual([]);
  });
});

describe("the admin's outbox names every kind of mail", () => {
  it("each kind of the outbox's list has a label in en, es and gr", () => {
    const table: Record<string, Record<string, string> | undefined> = texts;
    const unnamed = MAIL_KINDS.flatMap((kind) =>
      LANGUAGES.filter((lang) => !table[`admin.outbox.kind.${kind}`]?.[lang]?.trim()).map((lang) => `${kind}.${lang}`),
    );
    expect(unnamed).toEqual([]);
  });
});

describe("counts follow each language's plural rules", () => {
  it("one subscriber, two subscribers, in every language", () => {
    expect(translate("en", "admin.subscribers.count", { n: 1 })).toBe("1 subscriber");
    expect(translate("en", "admin.subscribers.count", { n: 2 })).toBe("2 subscribers");
    expect(translate("es", "admin.subscribers.count", { n: 1 })).toBe("1 suscriptor");
    expect(translate("es", "admin.subscribers.count", { n: 0 })).toBe("0 suscriptores");
    expect(translate("gr", "admin.subscribers.count", { n: 1 })).toBe("1 συνδρομητής");
    expect(translate("gr", "admin.subscribers.count", { n: 1200 })).toBe("1.200 συνδρομητές");
    expect(translate("es", "admin.newsletters.confirmSend", { n: 1, subject: "Hola" })).toBe("¿Enviar «Hola» a 1 suscriptor?");
    expect(translate("en", "admin.calendar.imports.ok", { count: 1 })).toBe("Up to date: 1 event");
  });
});
