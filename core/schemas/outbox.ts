import { z } from "zod";
import { httpUrl } from "./common.js";

/** A mail waiting in, or given up by, the outbox, as the admin sees it: never its body. */
export const outboxMailOut = z.object({
  id: z.number(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  booking_id: z.number().nullable(),
  status: z.enum(["pending", "failed"]),
  attempts: z.number(),
  next_attempt_at: z.string(),
  give_up_at: z.string(),
  last_error: z.string().nullable(),
  smtp_response: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailOut>;

/**
 * Whether mails reach anyone: with no mail server set they are written to files, and
 * `written_to_files` says how many the folder holds (0 with a server).
 */
export const outboxDeliveryOut = z.object({ mail_server: z.boolean(), written_to_files: z.number() });
export type OutboxDelivery = z.infer<typeof outboxDeliveryOut>;

/** Her fixed personal meeting link (Zoom, Google Meet); null: a Jitsi room per booking. */
export const meetingLinkBody = z.object({
  url: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), httpUrl.nullable()),
});
export const meetingLinkOut = z.object({ url: z.string().nullable(), default_base_url: z.string() });
