import { z } from "zod";
import { clientSummaryOut } from "./client.js";
import { goalsField } from "./progress.js";

/** A message of her conversation with the practice, as both sides read it. */
export const messageOut = z.object({
  id: z.number(),
  body: z.string(),
  author: z.enum(["client", "practice"]),
  created_at: z.string(),
  /** When the other side first opened the conversation after it, or null. */
  read_at: z.string().nullable(),
  attachments: z.array(z.object({ id: z.number(), name: z.string(), type: z.string(), url: z.string() })),
});
export type MessageOut = z.infer<typeof messageOut>;

export const threadOut = z.object({
  messages: z.array(messageOut),
  /** The practice's promised answer time, in hours. */
  answer_hours: z.number(),
  /** Whether she is mailed a notice of the practice's new messages. */
  message_notices: z.boolean(),
});
export type ThreadOut = z.infer<typeof threadOut>;

export const conversationOut = z.object({
  client_id: z.number(),
  name: z.string(),
  email: z.string(),
  unread: z.number(),
  waiting_since: z.string().nullable(),
  overdue: z.boolean(),
});
export type ConversationOut = z.infer<typeof conversationOut>;

/** The per-client settings the admin changes; fields not sent keep their value. */
export const clientSettingsBody = z
  .object({
    hide_numbers: z.boolean(),
    message_notices: z.boolean(),
    /** Goals by measurement (`weight`, `waist`, `hip`, `body_fat` or her own kind's id); null removes one. */
    goals: goalsField,
  })
  .partial();
export const clientSettingsOut = z.object({
  id: z.number(),
  hide_numbers: z.boolean(),
  message_notices: z.boolean(),
  /** Every goal set for her, by measurement. */
  goals: z.record(z.string(), z.number()),
});
export type ClientSettings = z.infer<typeof clientSettingsOut>;

/** A client in the admin's list, with the state of her conversation. */
export const clientListOut = clientSummaryOut.extend({
  unread_messages: z.number(),
  /** Her oldest message still waiting for an answer, or null. */
  waiting_since: z.string().nullable(),
  /** Waiting longer than the promised answer time. */
  overdue: z.boolean(),
});
export type ClientListItem = z.infer<typeof clientListOut>;
