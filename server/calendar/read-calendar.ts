import { Worker } from "node:worker_threads";
import type { CalendarAnswer, CalendarJob } from "./busy-times-worker.js";
import { CalendarOverLimit, CalendarUnreadable } from "./calendar-limits.js";
import type { Interval } from "./busy-times.js";

// Reads one of her calendars off the main thread: a worker thread per file, with a memory
// limit (resourceLimits: past it the worker ends, not the process) and a time limit (past it
// the worker is terminated), so a hostile file can slow nothing but its own reading. A file
// over a limit is refused with CalendarOverLimit("too_complex").

export interface ReadLimits {
  /** Wall time for the whole reading, the worker's start included. */
  timeMs: number;
  /** The worker's heap (old generation); its young generation is limited too. */
  memoryMb: number;
}

/**
 * A 5 MB file of 10,000 ordinary events reads in about 2 s within 24 MB (its events are
 * parsed one at a time, calendar-parts.ts); the limits leave room for a slower machine, and
 * the worker's heap stays well below the process's own ceiling (--max-old-space-size in
 * package.json's "serve").
 */
export const READ_LIMITS: ReadLimits = { timeMs: 20_000, memoryMb: 64 };

/**
 * Where the worker's code is. Built, it is its own entry beside build/main.js, which holds
 * this module (scripts/build-server.ts checks that it stays there). From source (tsx,
 * vitest), it is the TypeScript file, run through tsx's loader.
 */
function workerEntry(): { url: URL; execArgv?: string[] } {
  if (import.meta.url.endsWith(".ts")) return { url: new URL("./busy-times-worker.ts", import.meta.url), execArgv: ["--import", "tsx"] };
  return { url: new URL("./calendar-worker.js", import.meta.url) };
}

/** Reads `body` in a worker; its memory is handed over, so the caller must not use it afterwards. */
export function readCalendar(body: Uint8Array, from: number, to: number, limits: ReadLimits = READ_LIMITS): Promise<{ busy: Interval[]; events: number }> {
  // The bytes' memory moves to the worker rather than being copied (a 5 MB calendar held twice
  // until the next collection): the fetched body's own memory when it holds all of it, else
  // a copy (a small buffer shares node's pool with others, which must not move).
  const owned = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer;
  const bytes = owned ? new Uint8Array(body.buffer, 0, body.byteLength) : new Uint8Array(body);
  const job: CalendarJob = { bytes, from, to };
  const { url, execArgv } = workerEntry();
  return new Promise((resolve, reject) => {
    let settled = false;
    const worker = new Worker(url, {
      workerData: job,
      transferList: [bytes.buffer as ArrayBuffer],
      execArgv,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: Math.max(4, Math.round(limits.memoryMb / 8)), stackSizeMb: 4 },
    });
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new CalendarOverLimit("too_complex", `reading took more than ${limits.timeMs / 1000} s`))),
      limits.timeMs,
    );
    worker.on("message", (a: CalendarAnswer) =>
      settle(() => {
        if (a.ok) resolve({ busy: a.busy, events: a.events });
        else if (a.error === "unreadable") reject(new CalendarUnreadable(a.detail));
        else reject(new CalendarOverLimit(a.error, a.detail));
      }),
    );
    worker.on("error", (e: Error & { code?: string }) =>
      settle(() =>
        reject(
          e.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new CalendarOverLimit("too_complex", `reading needed more than ${limits.memoryMb} MB`)
            : new CalendarUnreadable(e.message),
        ),
      ),
    );
    worker.on("exit", (code) => settle(() => reject(new CalendarUnreadable(`the reader stopped (${code})`))));
  });
}
