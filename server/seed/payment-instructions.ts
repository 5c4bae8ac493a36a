import type { Database } from "../db/database.js";
import { paymentInstructionsRepository } from "../payments/payment-instructions-repository.js";
import { practiceIdentityRepository } from "../practice/identity-repository.js";
import { jsonPracticeSetting } from "../practice/settings-store.js";
import { demoContactDetails, demoContacts, demoPaymentInstructions, demoPracticeName } from "./demo-practice.js";

export { demoPaymentInstructions };

/** Seeded once: instructions she has set, or cleared, are never replaced. */
export async function seedPaymentInstructions(db: Database): Promise<void> {
  const instructions = paymentInstructionsRepository(db);
  if (!(await instructions.exists())) await instructions.set(demoPaymentInstructions);
}

/**
 * The demo's name and public contact details, seeded once: an identity she has saved is never
 * replaced. An identity saved before it held a name (it was a constant then, the demo's) is given
 * the demo's name, which the site showed until now and the dashboard names as the demo's.
 */
export async function seedPracticeContacts(db: Database): Promise<void> {
  const setting = jsonPracticeSetting<Record<string, unknown>>(db, "identity");
  const identity = practiceIdentityRepository(db);
  if (!(await setting.exists())) await identity.set({ ...demoPracticeName, ...demoContactDetails, ...demoContacts });
  else if (!("name_en" in (await setting.read()))) await identity.set(demoPracticeName);
}
