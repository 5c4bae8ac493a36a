import type { Database } from "./database.js";
import type { Storage } from "../storage/storage.js";
import { recipeInput } from "../../core/schemas/recipe.js";
import { servicePlansRepository } from "../service-plans/repository.js";
import { recipesRepository } from "../recipes/repository.js";
import { storeImage } from "../uploads/images.js";
import { demoServicePlans } from "./seed/service-plans.js";
import { listPdfs, pdfKey } from "../downloads/pdf-library.js";
import { shoppingListPdf } from "./seed/shopping-list-pdf.js";
import { demoRecipeImage, demoRecipes } from "./seed/recipes.js";
import { seedDemoBlogs } from "./seed/blogs.js";

const DAY_MS = 24 * 60 * 60 * 1000;
import { seedBookingDemo } from "./seed/bookings.js";

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
    // The three translations of a dish share its picture: drawn and stored once.
    const images = new Map<number, string>();
    // Oldest first, so ids follow publication order too.
    for (const entry of [...demoRecipes].sort((a, b) => b.daysAgo - a.daysAgo)) {
      let imageKey = images.get(entry.image.seed);
      if (!imageKey) {
        const data = await demoRecipeImage(entry.image.palette, entry.image.seed);
        imageKey = await storeImage(storage, { filename: "demo.webp", mimetype: "image/webp", data });
        images.set(entry.image.seed, imageKey);
      }
      // Through the shared schema: the demo obeys the same rules as the admin form.
      await recipes.create(recipeInput.parse(entry.input), { imageKey, now: new Date(Date.now() - entry.daysAgo * DAY_MS) });
    }
  }

  await seedDemoBlogs(db, storage, apiBase);

  if ((await listPdfs(storage)).length === 0) {
    await storage.put(pdfKey("healthy-shopping-list"), shoppingListPdf());
  }

  await seedBookingDemo(db, await plans.list("en"));
}
