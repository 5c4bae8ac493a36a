import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const projectConfig = fileURLToPath(new URL("../../eslint.config.js", import.meta.url));

// Small modules written to a folder of their own per case, linted with the project's configuration.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "no-cycle-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Loading the configuration (typescript-eslint, the import plugin and its resolver) is most of
// the file's work: it is done once, before the cases. The limits are what a busy two-core
// machine holds (the load took close to a minute there), not a measure of speed.
const eslint = new ESLint({ cwd: dir, overrideConfigFile: projectConfig });
beforeAll(async () => {
  fs.writeFileSync(path.join(dir, "warm-up.ts"), "export const one = 1;\n");
  await eslint.lintFiles(["warm-up.ts"]);
}, 300_000);

async function cycleErrors(files: Record<string, string>): Promise<string[]> {
  const case_ = fs.mkdtempSync(path.join(dir, "case-"));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(case_, name), text);
  const results = await eslint.lintFiles(Object.keys(files).map((name) => path.join(case_, name)));
  return results.flatMap((r) => r.messages.filter((m) => m.ruleId === "import-x/no-cycle").map(() => path.basename(r.filePath)));
}

describe("import-x/no-cycle as the project configures it", { timeout: 120_000 }, () => {
  it("reports a circle closed by a type import, in both files", async () => {
    const errors = await cycleErrors({
      "mailer.ts": 'import { mask } from "./masking.js";\nexport interface Mail { to: string }\nexport const send = (m: Mail) => mask(m.to);\n',
      "masking.ts": 'import type { Mail } from "./mailer.js";\nexport const mask = (to: string) => to;\nexport const forLog = (m: Mail) => mask(m.to);\n',
    });
    expect(errors.sort()).toEqual(["mailer.ts", "masking.ts"]);
  });

  it("reports a circle closed by a type-only specifier or a type re-export", async () => {
    const errors = await cycleErrors({
      "a.ts": 'import { type B } from "./b.js";\nexport interface A { b: B }\n',
      "b.ts": 'export type { A } from "./a.js";\nexport interface B { n: number }\n',
    });
    expect(errors.sort()).toEqual(["a.ts", "b.ts"]);
  });

  it("lets modules that import in one direction only pass", async () => {
    const errors = await cycleErrors({
      "mail.ts": "export interface Mail { to: string }\n",
      "mailer.ts": 'import { mask } from "./masking.js";\nimport type { Mail } from "./mail.js";\nexport const send = (m: Mail) => mask(m.to);\n',
      "masking.ts": 'import type { Mail } from "./mail.js";\nexport const mask = (to: string) => to;\nexport const forLog = (m: Mail) => mask(m.to);\n',
    });
    expect(errors).toEqual([]);
  });
});
