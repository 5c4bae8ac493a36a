import type { ErasureCounts, ErasureKept, PersonalDataExport } from "../../../core/schemas/personal-data";
import { jsonInit, type Call } from "./call";

export const personalDataApi = (call: Call) => ({
  /** Everything held about one address; changes nothing. */
  export: (email: string) => call<PersonalDataExport>("/api/admin/personal_data/export", jsonInit("POST", { email })),
  /** Erases it, answering the export taken just before. */
  erase: (email: string) =>
    call<{ export: PersonalDataExport; erased: ErasureCounts; kept: ErasureKept }>("/api/admin/personal_data/erase", jsonInit("POST", { email })),
});
