import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { tableOwners } from "./table-owners.js";

// The rule alone, on a few lines of code, with owners like the project's.
const linter = new Linter({ configType: "flat" });
const OWNERS = {
  outbox: { owners: ["server/outbox/repository.js"], readers: [] },
  bookings: { owners: ["server/bookings/"] },
};

function reported(file: string, code: string): string[] {
  return linter
    .verify(code, [{ files: ["**/*.js"], plugins: { site: { rules: { "table-owners": tableOwners } } }, rules: { "site/table-owners": ["error", OWNERS] } }], {
      filename: `${process.cwd()}/${file}`,
    })
    .map((m) => m.message);
}

describe("table owners", () => {
  it("lets only the owner's folder write its table, and anyone read it", () => {
    expect(reported("server/bookings/repository.js", `db.updateTable("bookings").set({}); db.insertInto("bookings as b")`)).toEqual([]);
    expect(reported("server/payments/refunds.js", `db.selectFrom("bookings").selectAll(); db.innerJoin("bookings as b", "b.id", "x.id")`)).toEqual([]);
    const writes = reported("server/payments/refunds.js", `db.updateTable("bookings").set({}); db.deleteFrom("bookings")`);
    expect(writes).toHaveLength(2);
    expect(writes[0]).toMatch(/bookings table is written only by server\/bookings\//);
  });

  it("keeps a table with listed readers out of every other file, reads included", () => {
    expect(reported("server/outbox/repository.js", `db.selectFrom("outbox"); db.insertInto("outbox")`)).toEqual([]);
    expect(reported("server/bookings/mails.js", `db.selectFrom("outbox")`)).toEqual([expect.stringMatching(/outbox table is read only by/)]);
    expect(reported("server/bookings/mails.js", `db.selectFrom("outbox_archive"); db.updateTable("clients")`)).toEqual([]);
  });
});
