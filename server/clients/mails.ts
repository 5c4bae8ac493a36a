// The client area's words in mails, in her language.
import { INTAKE_TEXTS } from "../../core/intake-questions.js";
import { CLIENT_AREA_TEXTS } from "../../core/client-area-texts.js";
import { isLanguage } from "../../core/languages.js";

/** The paragraph inviting her to the health questionnaire, on her private booking page. */
export function intakeInvitation(language: string, manageUrl: string): string {
  const lang = isLanguage(language) ? language : "en";
  return INTAKE_TEXTS.mail_invitation[lang].replace("{link}", `${manageUrl}#questionnaire`);
}

/** The line that leads her to /my-bookings, where all her bookings and documents are. */
export function myBookingsLine(language: string, publicUrl: string): string {
  const lang = isLanguage(language) ? language : "en";
  return CLIENT_AREA_TEXTS.mail_my_bookings[lang].replace("{link}", `${publicUrl.replace(/\/$/, "")}/my-bookings?lang=${lang}`);
}
