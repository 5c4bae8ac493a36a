// Imported by the admin shell: the admin area's texts, registered when its screens load.
import { admin } from "./admin";
import { addTexts } from "./index";

addTexts(admin);
