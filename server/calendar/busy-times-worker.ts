// The worker thread that reads one calendar (read-calendar.ts starts it): parsing and
// expanding a hostile file here costs this thread's time and memory, both limited, while the
// main thread goes on answering requests. Its own entry of the server build
// (build/calendar-worker.js), since a worker runs a file of its own.
import { parentPort, workerData } from "node:worker_threads";
import { busyTimes } from "./busy-times.js";
import { CalendarOverLimit, CalendarUnreadable } from "./calendar-limits.js";

export interface CalendarJob {
  /** The file as fetched (UTF-8), its memory handed over to this thread. */
  bytes: Uint8Array;
  from: number;
  to: number;
}

export type CalendarAnswer =
  { ok: true; busy: [number, number][]; events: number } | { ok: false; error: "unreadable" | CalendarOverLimit["code"]; detail: string };

function answer(job: CalendarJob): CalendarAnswer {
  try {
    const ics = new TextDecoder("utf-8").decode(job.bytes);
    return { ok: true, ...busyTimes(ics, job.from, job.to) };
  } catch (e) {
    if (e instanceof CalendarOverLimit) return { ok: false, error: e.code, detail: e.message };
    if (e instanceof CalendarUnreadable) return { ok: false, error: "unreadable", detail: e.message };
    // ical.js throws its own errors on broken input, and a stack overflow is a RangeError.
    return { ok: false, error: "unreadable", detail: (e as Error).message };
  }
}

parentPort?.postMessage(answer(workerData as CalendarJob));
