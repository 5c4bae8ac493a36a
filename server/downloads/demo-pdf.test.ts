import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/app.js";
import { localStorage } from "../storage/storage.js";
import { seedDemoContent } from "../seed/seed.js";
import { shoppingListPdf } from "../seed/shopping-list-pdf.js";
import { listPdfs } from "./pdf-library.js";

describe("demo PDF", () => {
  it("is a well-formed one-page PDF whose cross-reference table points at its objects", () => {
    const pdf = shoppingListPdf().toString("latin1");
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pdf).toContain("(Healthy shopping list) Tj");
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe("xref");
    const entries = pdf
      .slice(startxref)
      .split("\n")
      .slice(3)
      .filter((l) => / n $/.test(l));
    expect(entries.length).toBe(6);
    entries.forEach((entry, i) => {
      expect(entry.length + 1).toBe(20);
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)![1]);
    const start = pdf.indexOf("stream\n") + "stream\n".length;
    expect(pdf.slice(start + length, start + length + "\nendstream".length)).toBe("\nendstream");
  });

  describe("seed", () => {
    let db: Awaited<ReturnType<typeof freshDatabase>>;
    let dir: string;
    beforeAll(async () => {
      db = await freshDatabase();
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-files-"));
    });
    afterAll(async () => {
      await db.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it("puts the shopping list into an empty library once", async () => {
      const storage = localStorage(dir);
      await seedDemoContent(db.db, storage);
      await seedDemoContent(db.db, storage);
      const files = await listPdfs(storage);
      expect(files.map((f) => f.name)).toEqual(["healthy-shopping-list"]);
      expect((await storage.get("pdfs/healthy-shopping-list.pdf"))!.subarray(0, 5).toString()).toBe("%PDF-");
    });
  });
});
