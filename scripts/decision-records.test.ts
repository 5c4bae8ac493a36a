import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every decision record has the template's three sections, in order, and the index lists it:
// a record added without them, or left out of the index, fails here rather than in a review.

const dir = path.join(import.meta.dirname, "..", "docs", "decisions");
const records = fs
  .readdirSync(dir)
  .filter((f) => /^\d{3}-.+\.md$/.test(f))
  .sort();

describe("decision records", () => {
  it("each has Context, Decision and Consequences, in that order", () => {
    expect(records.length).toBeGreaterThan(0);
    for (const file of [...records, "template.md"]) {
      const headings = fs
        .readFileSync(path.join(dir, file), "utf8")
        .split("\n")
        .filter((line) => /^## (Context|Decision|Consequences)$/.test(line));
      expect(headings, file).toEqual(["## Context", "## Decision", "## Consequences"]);
    }
  });

  it("are all listed in the index, which links no record that is not there", () => {
    const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]).sort();
    expect(linked).toEqual(records);
  });
});
