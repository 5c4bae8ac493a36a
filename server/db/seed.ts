import type { Database } from "./database.js";
import { servicePlansRepository } from "../service-plans/repository.js";
import { demoServicePlans } from "./seed/service-plans.js";
import { seedBookingDemo } from "./seed/bookings.js";

/**
 * Fills an empty database with the demo practice's content in en, es and gr. Each kind
 * of content is seeded only when its table is empty, so restarts never duplicate it.
 */
export async function seedDemoContent(db: Database): Promise<void> {
  const plans = servicePlansRepository(db);
  if ((await plans.list()).length === 0) {
    for (const set of demoServicePlans) await plans.createMany(set);
  }
  await seedBookingDemo(db, await plans.list("en"));
}
