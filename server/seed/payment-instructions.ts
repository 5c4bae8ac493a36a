import type { Database } from "../db/database.js";
import { paymentInstructionsRepository } from "../payments/payment-instructions-repository.js";
import { practiceIdentityRepository } from "../practice/identity-repository.js";
import { jsonPracticeSetting } from "../practice/settings-store.js";
import { demoContactDetails, demoContacts, demoPaymentInstructions } from "./demo-practice.js";

export { demoPaymentInstructions };

/** Seeded once: instructions she has set, or cleared, are never replaced. */
export async function seedPaymentInstructions(db: Database): Promise<void> {
  const instructions = paymentInstructionsRepository(db);
  if (!(await instructions.exists())) await instructions.set(demoPaymentInstructions);
}

/** The demo's public contact details, seeded once: an identity she has saved is never replaced. */
export async function seedPracticeContacts(db: Database): Promise<void> {
  if (await jsonPracticeSetting(db, "identity").exists()) return;
  await practiceIdentityRepository(db).set({ ...demoContactDetails, ...demoContacts });
}
