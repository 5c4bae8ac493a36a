// Preloaded into the measured server by bench/memory-pages.ts (node --import): on SIGWINCH it
// writes the process's own view of its memory to MEMORY_PROBE_FILE, so the benchmark can split
// the resident size into the V8 heap (used and committed), array buffers and the rest (native
// code, libraries, malloc).
import fs from "node:fs";
import v8 from "node:v8";

process.on("SIGWINCH", () => {
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, { used: s.space_used_size, committed: s.physical_space_size }]));
  fs.writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify({ usage: process.memoryUsage(), heap: v8.getHeapStatistics(), spaces }));
});
