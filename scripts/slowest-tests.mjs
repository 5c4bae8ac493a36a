// The slowest tests of the last run, from the JSON reports that `npm test` writes under
// test-reports/ (Vitest's per project, Playwright's for the journeys): printed after the stage
// table, so that a test that grew slow is noticed the day it does.
// Usage: node scripts/slowest-tests.mjs [count] [report.json ...]
import fs from "node:fs";
import path from "node:path";

const [countArg, ...files] = process.argv.slice(2);
const count = Number(countArg ?? 10);
const reports =
  files.length > 0
    ? files
    : fs.existsSync("test-reports")
      ? fs
          .readdirSync("test-reports")
          .filter((f) => f.endsWith(".json"))
          .map((f) => path.join("test-reports", f))
      : [];

/** [seconds, name] of every test in one report, Vitest's or Playwright's. */
function testsOf(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  const label = path.basename(file, ".json");
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((f) =>
      f.assertionResults.map((t) => [(t.duration ?? 0) / 1000, `${label} ${path.relative(process.cwd(), f.name)} › ${t.fullName}`]),
    );
  }
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const seconds = t.results.reduce((s, r) => s + r.duration, 0) / 1000;
        out.push([seconds, `${label} [${t.projectName}] ${file ?? suite.file} › ${spec.title}`]);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return out;
}

const all = reports.flatMap(testsOf).sort((a, b) => b[0] - a[0]);
if (all.length > 0) {
  console.log(`\nThe ${count} slowest tests:`);
  for (const [seconds, name] of all.slice(0, count)) console.log(`${seconds.toFixed(1).padStart(7)} s  ${name}`);
}
