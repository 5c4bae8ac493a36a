import { jsonInit, type Call } from "./call";

export interface PracticeSettings {
  payment_instructions: { en: string; es: string; gr: string };
}

/** The practice's settings (admin): payment instructions, beside the fields other areas add. */
export const practiceApi = (call: Call) => ({
  get: () => call<PracticeSettings>("/api/admin/practice"),
  save: (change: { payment_instructions: Partial<PracticeSettings["payment_instructions"]> }) =>
    call<PracticeSettings>("/api/admin/practice", jsonInit("PUT", change)),
});
