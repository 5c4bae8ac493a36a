import type { ContactMessage, ContactMessageInput } from "../../../core/schemas/contact-message";
import { jsonInit, type Call } from "./call";

export const contactMessagesApi = (call: Call) => ({
  send: (message: ContactMessageInput) => call<{ message: string }>("/api/v1/contact_messages", jsonInit("POST", { contact_message: message })),
  list: () => call<ContactMessage[]>("/api/v1/contact_messages"),
  setRead: (id: number, read: boolean) => call<ContactMessage>(`/api/v1/contact_messages/${id}`, jsonInit("PATCH", { read })),
  remove: (id: number) => call<null>(`/api/v1/contact_messages/${id}`, { method: "DELETE" }),
});
