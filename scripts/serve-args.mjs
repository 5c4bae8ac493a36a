// The command `npm run serve` runs: its environment (the allocator setting of docs/decisions/023),
// then node's arguments (the heap limits, then build/main.js). Read from package.json, so the
// browser journeys and the benchmarks run the site exactly as production does and the settings
// are written down once.
import fs from "node:fs";

function serveCommand() {
  const pkg = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  const words = pkg.scripts.serve.trim().split(/\s+/);
  const env = {};
  while (/^[A-Z_]+=/.test(words[0] ?? "")) {
    const [name, value] = words.shift().split("=");
    env[name] = value;
  }
  const [command, ...args] = words;
  if (command !== "node") throw new Error(`package.json "serve" should run node, not ${command}`);
  return { env, args };
}

export const serveArgs = () => serveCommand().args;
export const serveEnv = () => serveCommand().env;
