import type { Database } from "../db/database.js";
import { paymentInstructionsRepository } from "../payments/payment-instructions.js";

/** The demo practice's payment instructions: what a client of a plan without online payment sees. */
export const demoPaymentInstructions = {
  en: "Bank transfer to ES91 2100 0418 4502 0005 1332 (Nutrición con Elena), with your name and session date as the reference; or Bizum to +34 612 345 678.",
  es: "Transferencia a ES91 2100 0418 4502 0005 1332 (Nutrición con Elena), con tu nombre y la fecha de la sesión como concepto; o Bizum al +34 612 345 678.",
  gr: "Τραπεζική μεταφορά στο ES91 2100 0418 4502 0005 1332 (Nutrición con Elena), με το όνομά σας και την ημερομηνία της συνεδρίας ως αιτιολογία· ή Bizum στο +34 612 345 678.",
};

/** Seeded once: instructions she has set, or cleared, are never replaced. */
export async function seedPaymentInstructions(db: Database): Promise<void> {
  const instructions = paymentInstructionsRepository(db);
  if (!(await instructions.exists())) await instructions.set(demoPaymentInstructions);
}
