import type { OutboxDelivery, OutboxMail } from "../../../core/schemas/outbox";
import { jsonInit, type Call } from "./call";

export const outboxApi = (call: Call) => ({
  list: () => call<OutboxMail[]>("/admin/outbox"),
  delivery: () => call<OutboxDelivery>("/admin/outbox/delivery"),
  retry: (id: number) => call<OutboxMail>(`/admin/outbox/${id}/retry`, jsonInit("POST", {})),
  meetingLink: () => call<{ url: string | null; default_base_url: string }>("/admin/meeting_link"),
  saveMeetingLink: (url: string | null) => call<{ url: string | null; default_base_url: string }>("/admin/meeting_link", jsonInit("PUT", { url })),
});
