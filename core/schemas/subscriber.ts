import { z } from "zod";
import { email } from "./common.js";

/** The newsletter form: just an email (the footer form and the API parse it alike). */
export const subscriberForm = z.object({ email });

/**
 * POST /api/v1/subscribers. `language` (the visitor's, for the welcome mail) may sit inside
 * `subscriber` or beside it; an unknown value falls back to the request's language.
 */
export const subscribeBody = z.object({
  subscriber: subscriberForm.extend({ language: z.string().max(10).optional() }),
  language: z.string().max(10).optional(),
});

/** The answer to a subscribe: the same whether the address is new or already listed. */
export const subscribeOut = z.object({ email: z.string() });
export type SubscribeAnswer = { message: string; subscriber: z.infer<typeof subscribeOut> };

export const subscriberOut = z.object({ id: z.number(), email: z.string(), created_at: z.string() });
export type Subscriber = z.infer<typeof subscriberOut>;

export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "bounced"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** pending until the confirmation link is used; bounced once the mail server refused the address. */
export const subscriberAdminOut = subscriberOut.extend({ language: z.string(), status: z.enum(SUBSCRIBER_STATUSES) });
export type SubscriberAdmin = z.infer<typeof subscriberAdminOut>;
