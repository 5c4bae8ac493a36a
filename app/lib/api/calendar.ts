import type { CalendarImport } from "../../../core/schemas/calendar";
import { jsonInit, type Call } from "./call";

export const calendarApi = (call: Call) => ({
  feed: () => call<{ url: string }>("/admin/calendar_feed"),
  /** Replaces `current`; when another tab or device replaced it first, answers with that one's address. */
  regenerateFeed: (current: string) => call<{ url: string }>("/admin/calendar_feed", jsonInit("POST", { replaces: current })),
  imports: () => call<CalendarImport[]>("/admin/calendar_imports"),
  addImport: (url: string) => call<CalendarImport>("/admin/calendar_imports", jsonInit("POST", { url })),
  refreshImport: (id: number) => call<CalendarImport>(`/admin/calendar_imports/${id}/refresh`, { method: "POST" }),
  removeImport: (id: number) => call<null>(`/admin/calendar_imports/${id}`, { method: "DELETE" }),
});
