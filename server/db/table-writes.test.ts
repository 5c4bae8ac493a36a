import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialect, freshDatabase } from "../../test/app.js";
import { onTableWrites, type Database } from "./database.js";

// The booking page's cache is dropped by the writes this reports: each kind of write must be
// seen with its table, inside a transaction and through an alias too, and a read must not be.
describe(`table writes (${dialect})`, () => {
  let db: Database;
  let drop: () => Promise<void>;
  const seen: string[][] = [];
  let stop: () => void;

  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
    stop = onTableWrites(db, (tables) => seen.push(tables));
  });
  afterAll(async () => {
    stop();
    await drop();
  });

  it("names the table of an insert, an update and a delete, and nothing for a read", async () => {
    await db.selectFrom("availability_blocks").selectAll().execute();
    expect(seen).toEqual([]);
    await db.insertInto("availability_blocks").values({ id: 9001, start_date: "2031-02-03", end_date: "2031-02-04", note: "" }).execute();
    expect(seen).toEqual([["availability_blocks"]]);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("availability_blocks as b").set({ note: "holiday" }).where("b.id", "=", 9001).execute();
    });
    expect(seen.at(-1)).toEqual(["availability_blocks"]);
    await db.deleteFrom("calendar_imports").where("id", "=", -1).execute();
    expect(seen.at(-1)).toEqual(["calendar_imports"]);
    expect(seen).toHaveLength(3);
  });

  it("stops telling a listener that stopped", async () => {
    stop();
    const before = seen.length;
    await db.deleteFrom("availability_blocks").where("id", "=", 9001).execute();
    expect(seen).toHaveLength(before);
  });
});
