import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

const projectConfig = fileURLToPath(new URL("../../eslint.config.js", import.meta.url));

// Two small modules written to a folder of their own, linted with the project's configuration.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "no-cycle-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function cycleErrors(files: Record<string, string>): Promise<string[]> {
  const case_ = fs.mkdtempSync(path.join(dir, "case-"));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(case_, name), text);
  const eslint = new ESLint({ cwd: case_, overrideConfigFile: projectConfig });
  const results = await eslint.lintFiles(Object.keys(files));
  return results.flatMap((r) => r.messages.filter((m) => m.ruleId === "import-x/no-cycle").map(() => path.basename(r.filePath)));
}

describe("import-x/no-cycle as the project configures it", () => {
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
