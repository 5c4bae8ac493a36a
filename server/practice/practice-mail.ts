import type { Config } from "../config.js";
import type { PracticeIdentity } from "../../core/practice-identity.js";
import { practiceNames } from "../../core/practice-name.js";
import type { MailContext } from "../bookings/mails.js";
import { demoContactDetails } from "../seed/demo-practice.js";

type MailSettings = Pick<Config, "PUBLIC_URL" | "MAIL_FROM" | "NUTRITIONIST_EMAIL" | "MAIL_SIGNATURE">;

/**
 * Her one address, from the practice's identity: her notices go there and clients' replies
 * come back to it (Reply-To). NUTRITIONIST_EMAIL is the fallback only while the identity holds
 * no address of hers, empty or still the demo's made-up one, so no notice is lost to it.
 */
export function practiceInbox(identity: Pick<PracticeIdentity, "email">, settings: Pick<Config, "NUTRITIONIST_EMAIL">): string {
  const email = identity.email.trim();
  return email && email !== demoContactDetails.email ? email : settings.NUTRITIONIST_EMAIL;
}

/** What every mail builder needs of the practice, read from its identity when the mail is written. */
export function mailContextOf(identity: PracticeIdentity, settings: MailSettings): MailContext {
  return {
    publicUrl: settings.PUBLIC_URL.replace(/\/$/, ""),
    mailFrom: settings.MAIL_FROM,
    nutritionistEmail: practiceInbox(identity, settings),
    signature: settings.MAIL_SIGNATURE,
    practice: practiceNames(identity),
  };
}

/** The mail context as the practice is now (one read of its identity). */
export async function practiceMailContext(repos: { practiceIdentity: { get(): Promise<PracticeIdentity> } }, settings: MailSettings): Promise<MailContext> {
  return mailContextOf(await repos.practiceIdentity.get(), settings);
}
