// Imported by the admin shell: the admin area's texts, and the public ones in every language,
// since the admin switches language without loading a page.
import { admin } from "./admin";
import { adminCalendar } from "./admin-calendar";
import { adminOutbox } from "./admin-outbox";
import { adminNewsletters } from "./admin-newsletters";
import { adminAvailability } from "./admin-availability";
import { adminPayments } from "./admin-payments";
import { adminClients } from "./admin-clients";
import { publicTables } from "./public-tables";
import { addTexts } from "./index";

for (const table of [...publicTables, admin, adminCalendar, adminOutbox, adminNewsletters, adminAvailability, adminPayments, adminClients]) addTexts(table);
