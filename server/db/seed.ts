import type { Database } from "./database.js";
import type { Storage } from "../storage/storage.js";
import { servicePlansRepository } from "../service-plans/repository.js";
import { listPdfs, pdfKey } from "../downloads/pdf-library.js";
import { demoServicePlans } from "./seed/service-plans.js";
import { shoppingListPdf } from "./seed/shopping-list-pdf.js";

/**
 * Fills an empty database with the demo practice's content in en, es and gr. Each kind
 * of content is seeded only when its table is empty, so restarts never duplicate it.
 * Files (the PDF library) are seeded when a storage is given and their folder is empty.
 */
export async function seedDemoContent(db: Database, storage?: Storage): Promise<void> {
  const plans = servicePlansRepository(db);
  if ((await plans.list()).length === 0) {
    for (const set of demoServicePlans) await plans.createMany(set);
  }
  if (storage && (await listPdfs(storage)).length === 0) {
    await storage.put(pdfKey("healthy-shopping-list"), shoppingListPdf());
  }
}
