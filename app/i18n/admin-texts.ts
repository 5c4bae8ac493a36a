// Imported by the admin shell: the admin area's texts, registered when its screens load.
import { admin } from "./admin";
import { adminCalendar } from "./admin-calendar";
import { adminOutbox } from "./admin-outbox";
import { adminNewsletters } from "./admin-newsletters";
import { adminAvailability } from "./admin-availability";
import { addTexts } from "./index";

addTexts(admin);
addTexts(adminCalendar);
addTexts(adminOutbox);
addTexts(adminNewsletters);
addTexts(adminAvailability);
