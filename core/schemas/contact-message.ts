import { z } from "zod";
import { email, requiredMultilineText, requiredText } from "./common.js";

/** The contact form: the page and the API validate it with this one schema. */
export const contactMessageForm = z.object({
  name: requiredText(200),
  email,
  message: requiredMultilineText(5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageForm>;

export const contactMessageBody = z.object({
  contact_message: contactMessageForm.extend({ language: z.string().max(10).optional() }),
});

export const contactMessageOut = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageOut>;

export const contactMessageUpdate = z.preprocess(
  (v) => (v && typeof v === "object" && "contact_message" in v ? (v as { contact_message: unknown }).contact_message : v),
  z.object({ read: z.boolean({ error: "invalid" }) }),
);
