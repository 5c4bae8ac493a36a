import type { Language } from "../../core/languages";
import { localClockIsMadrid, type OffsetTable } from "../../core/practice-time";
import { browserZone, readSlotTimes, type VisitorReading } from "./visitor-clock";
import type { ReadingRequest } from "./visitor-clock.worker";

/**
 * The booking grid's times as the visitor's own clock reads them. A browser whose clock reads
 * as Madrid's over the days shown (Madrid's offsets come with the page) needs nothing more.
 * Another's times are read by a worker, whose Intl calls leave the page's main thread free;
 * where no worker starts (or answers), the page reads them itself.
 */
export interface SlotReadings {
  /** The browser's zone, null in Madrid. */
  zone: string | null;
  /** By "HH:MM": the visitor's reading, null where her clock shows Madrid's. */
  byTime: Record<string, VisitorReading | null>;
}

type Reply = { id: number; zone: string | null; readings: (VisitorReading | null)[] };

/** A worker that has not answered by then is left; the page reads the times itself. */
const WORKER_WAIT_MS = 3000;

let worker: Worker | null | undefined;
let lastId = 0;
const waiting = new Map<number, (reply: Reply | null) => void>();

// The booking page asks with each day it shows, always with the same table: compared once.
let checked: { table: OffsetTable; madrid: boolean } | undefined;
function clockIsMadrid(table: OffsetTable): boolean {
  if (checked?.table !== table) checked = { table, madrid: localClockIsMadrid(table) };
  return checked.madrid;
}

function settleAll() {
  for (const done of waiting.values()) done(null);
  waiting.clear();
}

/** Starts the worker once, so that it loads while the times are fetched. */
export function startVisitorClock(madrid: OffsetTable): void {
  if (worker !== undefined || typeof Worker === "undefined" || clockIsMadrid(madrid)) return;
  try {
    worker = new Worker(new URL("./visitor-clock.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = ({ data }: MessageEvent<Reply>) => {
      waiting.get(data.id)?.(data);
      waiting.delete(data.id);
    };
    worker.onerror = () => {
      worker = null;
      settleAll();
    };
  } catch {
    worker = null;
  }
}

function askWorker(request: Omit<ReadingRequest, "id">): Promise<Reply | null> {
  if (!worker) return Promise.resolve(null);
  const id = ++lastId;
  return new Promise((resolve) => {
    const timer = setTimeout(() => (waiting.delete(id), resolve(null)), WORKER_WAIT_MS);
    waiting.set(id, (reply) => (clearTimeout(timer), resolve(reply)));
    worker!.postMessage({ id, ...request });
  });
}

function readHere(lang: Language, date: string, times: string[]): Reply {
  const zone = browserZone();
  return { id: 0, zone, readings: readSlotTimes(zone, lang, date, times) };
}

export async function readSlots(madrid: OffsetTable, lang: Language, date: string, times: string[]): Promise<SlotReadings> {
  if (clockIsMadrid(madrid)) return { zone: null, byTime: {} };
  startVisitorClock(madrid);
  const reply = (await askWorker({ lang, date, times })) ?? readHere(lang, date, times);
  return { zone: reply.zone, byTime: Object.fromEntries(times.map((time, i) => [time, reply.readings[i] ?? null])) };
}
