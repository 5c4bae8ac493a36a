import type { PracticeIdentity } from "../../core/practice-identity.js";
import { isDemoInstructions, type InstructionsByLanguage } from "../payments/payment-instructions-repository.js";
import { demoContactDetails, demoContacts, demoPracticeName } from "../seed/demo-practice.js";

export type DemoSetting = "name" | "payment_instructions" | "contacts" | "identity";

const stillDemo = (identity: PracticeIdentity, demo: Partial<PracticeIdentity>) =>
  Object.entries(demo).some(([field, value]) => value !== "" && identity[field as keyof PracticeIdentity] === value);

/** The settings that still hold a value of the demo practice, for the admin to replace. */
export function demoSettings(identity: PracticeIdentity, instructions: InstructionsByLanguage): DemoSetting[] {
  const out: DemoSetting[] = [];
  if (stillDemo(identity, demoPracticeName)) out.push("name");
  if (isDemoInstructions(instructions)) out.push("payment_instructions");
  if (stillDemo(identity, demoContacts)) out.push("contacts");
  if (stillDemo(identity, demoContactDetails)) out.push("identity");
  return out;
}
