import type { PracticeIdentity } from "../../core/practice-identity.js";
import { isDemoInstructions, type InstructionsByLanguage } from "../payments/payment-instructions-repository.js";
import { demoContactDetails, demoContacts } from "../seed/demo-practice.js";

export type DemoSetting = "payment_instructions" | "contacts" | "identity";

const stillDemo = (identity: PracticeIdentity, demo: Partial<PracticeIdentity>) =>
  Object.entries(demo).some(([field, value]) => value !== "" && identity[field as keyof PracticeIdentity] === value);

/** The settings that still hold a value of the demo practice, for the admin to replace. */
export function demoSettings(identity: PracticeIdentity, instructions: InstructionsByLanguage): DemoSetting[] {
  const out: DemoSetting[] = [];
  if (isDemoInstructions(instructions)) out.push("payment_instructions");
  if (stillDemo(identity, demoContacts)) out.push("contacts");
  if (stillDemo(identity, demoContactDetails)) out.push("identity");
  return out;
}
