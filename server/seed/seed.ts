import type { Database } from "../db/database.js";
import type { Storage } from "../storage/storage.js";
import { recipeInput } from "../../core/schemas/recipe.js";
import { servicePlansRepository } from "../service-plans/repository.js";
import { recipesRepository } from "../recipes/repository.js";
import { storeImage } from "../uploads/images.js";
import { demoServicePlans } from "./service-plans.js";
import { listPdfs, pdfKey } from "../downloads/pdf-library.js";
import { shoppingListPdf } from "./shopping-list-pdf.js";
import { demoRecipeImage, demoRecipes } from "./recipes.js";
import { seedDemoBlogs } from "./blogs.js";
import { linkDemoTranslations } from "./link-translations.js";

const DAY_MS = 24 * 60 * 60 * 1000;
import { seedBookingDemo } from "./bookings.js";
import { seedPaymentInstructions, seedPracticeContacts } from "./payment-instructions.js";

/**
 * Fills an empty database with the demo practice's content in en, es and gr. Each kind
 * of content is seeded only when its table is empty, so restarts never duplicate it.
 * Files (the PDF library) are seeded when a storage is given and their folder is empty.
 */
/** `apiBase` is the backend base, for the addresses of pictures inside blog content. */
export async function seedDemoContent(db: Database, storage: Storage, apiBase = "/api"): Promise<void> {
  const plans = servicePlansRepository(db);
  if ((await plans.list()).length === 0) {
    for (const set of demoServicePlans) await plans.createMany(set);
  }

  const recipes = recipesRepository(db);
  if ((await recipes.count()) === 0) {
    // The three translations of a dish share its picture, drawn and stored once, and its
    // translation group, started by the first of them.
    const images = new Map<number, string>();
    const originals = new Map<number, number>();
    // Oldest first, so ids follow publication order too.
    for (const entry of [...demoRecipes].sort((a, b) => b.daysAgo - a.daysAgo)) {
      let imageKey = images.get(entry.image.seed);
      if (!imageKey) {
        const data = await demoRecipeImage(entry.image.palette, entry.image.seed);
        imageKey = await storeImage(storage, { filename: "demo.webp", mimetype: "image/webp", data });
        images.set(entry.image.seed, imageKey);
      }
      // Through the shared schema: the demo obeys the same rules as the admin form.
      const created = await recipes.create(recipeInput.parse(entry.input), {
        imageKey,
        now: new Date(Date.now() - entry.daysAgo * DAY_MS),
        translationOf: originals.get(entry.image.seed),
      });
      if (!originals.has(entry.image.seed)) originals.set(entry.image.seed, created.id);
    }
  }

  // A new user sees what a client of a plan without online payment would: how to pay.
  await seedPaymentInstructions(db);
  // The footer, contact page and chat button show a practice's details from the first start.
  await seedPracticeContacts(db);

  await seedDemoBlogs(db, storage, apiBase);
  // Demo content stored before translation groups existed is linked now.
  await linkDemoTranslations(db);

  if ((await listPdfs(storage)).length === 0) {
    await storage.put(pdfKey("healthy-shopping-list"), shoppingListPdf());
  }

  // Demo sessions are paid plans; the intro call is free and shorter.
  await seedBookingDemo(
    db,
    (await plans.list("en")).filter((p) => !p.intro_call),
  );
}
