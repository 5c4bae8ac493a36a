// `npm test`: every stage of the test suite, one after the other, stopping at the first that
// fails, then a table of how long each took (so a slower suite is seen the day it happens).
// STAGE_TIMES names a file the durations are also appended to (.ci/run adds its own stages).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

const stages = [
  ["typecheck", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["unit", "npx vitest run --project unit"],
  ["API on SQLite", "npx vitest run --project api-sqlite"],
  ["API on PostgreSQL", "npx vitest run --project api-postgres"],
  ["build", "npm run build"],
  ["browser journeys", "npx playwright test"],
];

const only = process.argv.slice(2);
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
if (failed) {
  console.error(`\n${failed} failed`);
  process.exit(1);
}
