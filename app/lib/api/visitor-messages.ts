import { jsonInit, type Call } from "./call";

/** Newsletter subscriptions and contact messages: the two public write calls besides bookings. */
export const subscribersApi = (call: Call) => ({
  subscribe: (email: string) => call<unknown>("/api/v1/subscribers", jsonInit("POST", { subscriber: { email } })),
});

export const contactMessagesApi = (call: Call) => ({
  send: (msg: { name: string; email: string; message: string }) => call<unknown>("/api/v1/contact_messages", jsonInit("POST", { contact_message: msg })),
});
