import type { Language } from "../../core/languages";
import { browserZone, readSlotTimes } from "./visitor-clock";

// The booking page's slots as the visitor's own clock reads them, worked out off the page's
// main thread: the first Intl call of a page loads the browser's locale data, which costs a
// phone tens of milliseconds it would otherwise spend unable to answer (docs/decisions/034).

export interface ReadingRequest {
  id: number;
  lang: Language;
  /** A Madrid date and its "HH:MM" times. */
  date: string;
  times: string[];
}

const scope = self as unknown as { onmessage: (event: MessageEvent<ReadingRequest>) => void; postMessage: (message: unknown) => void };
let zone: string | null | undefined;

scope.onmessage = ({ data: { id, lang, date, times } }) => {
  zone ??= browserZone();
  scope.postMessage({ id, zone, readings: readSlotTimes(zone, lang, date, times) });
};
