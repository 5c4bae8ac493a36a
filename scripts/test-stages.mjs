// `npm test`: every stage of the test suite, one after the other, stopping at the first that
// fails, then a table of how long each took (so a slower suite is seen the day it happens).
// STAGE_TIMES names a file the durations are also appended to (.ci/run adds its own stages).
// The test runners also write JSON reports to test-reports/, from which the ten slowest tests
// are listed after the table.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

const stages = [
  ["typecheck", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["unit", vitest("unit")],
  ["API on SQLite", vitest("api-sqlite")],
  ["API on PostgreSQL", vitest("api-postgres")],
  ["build", "npm run build"],
  ["browser journeys", "PLAYWRIGHT_JSON_OUTPUT_NAME=test-reports/journeys.json npx playwright test --reporter=list,json"],
];

function vitest(project) {
  return `npx vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=test-reports/${project}.json`;
}

const only = process.argv.slice(2);
fs.rmSync("test-reports", { recursive: true, force: true });
const times = [];
let failed;
for (const [name, command] of stages) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: "inherit" });
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push([name, seconds, result.status === 0 ? "ok" : "FAILED"]);
  if (process.env.STAGE_TIMES) fs.appendFileSync(process.env.STAGE_TIMES, `${name}\t${seconds}\t${times.at(-1)[2]}\n`);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}

console.log(
  `\nnode ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
console.log("| stage | seconds | result |\n|---|---:|---|");
for (const [name, seconds, result] of times) console.log(`| ${name} | ${seconds} | ${result} |`);
console.log(`| total | ${times.reduce((s, [, t]) => s + t, 0)} | |`);
spawnSync("node scripts/slowest-tests.mjs 10", { shell: true, stdio: "inherit" });
if (failed) {
  console.error(`\n${failed} failed`);
  process.exit(1);
}
