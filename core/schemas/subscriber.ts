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

export const subscriberOut = z.object({ id: z.number(), email: z.string(), created_at: z.string() });
export type Subscriber = z.infer<typeof subscriberOut>;

export const subscriberAdminOut = subscriberOut.extend({ language: z.string() });
export type SubscriberAdmin = z.infer<typeof subscriberAdminOut>;
