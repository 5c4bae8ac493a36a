import fs from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => fs.readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

/** The settings the README's configuration table names (its first column, in backticks). */
function readmeSettings(): string[] {
  const section = read("README.md").split("## Configuration")[1]!.split("\n## ")[0]!;
  const names = section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...line.split("|")[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
  return [...new Set(names)];
}

describe(".env.example", () => {
  it("lists every setting the README's configuration table names", () => {
    const settings = readmeSettings();
    expect(settings.length).toBeGreaterThan(40);
    // Set (NAME=…) or shown commented out (# NAME=…) with its example.
    const listed = new Set([...read(".env.example").matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    expect(settings.filter((name) => !listed.has(name))).toEqual([]);
  });
});
