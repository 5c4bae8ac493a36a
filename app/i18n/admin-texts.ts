// Imported by the admin shell: the admin area's texts, and the public ones in every language,
// since the admin switches language without loading a page.
import { admin } from "./admin";
import { adminCalendar } from "./admin-calendar";
import { adminOutbox } from "./admin-outbox";
import { adminNewsletters } from "./admin-newsletters";
import { adminAvailability } from "./admin-availability";
import { adminPayments } from "./admin-payments";
import { adminPractice } from "./admin-practice";
import { publicTables } from "./public-tables";
import { addTexts } from "./index";
import { adminClients } from "./admin-clients";
import { adminConversations } from "./admin-conversations";
import { adminProgress } from "./admin-progress";
import { adminMealPlans } from "./admin-meal-plans";
import { adminForms } from "./admin-forms";

/** The admin area's tables of texts; each key is defined in one of them only (app/i18n/texts.test.ts). */
export const adminTables = [
  admin,
  adminCalendar,
  adminOutbox,
  adminNewsletters,
  adminAvailability,
  adminPayments,
  adminPractice,
  adminClients,
  adminConversations,
  adminProgress,
  adminMealPlans,
  adminForms,
];

for (const table of [...publicTables, ...adminTables]) addTexts(table);
