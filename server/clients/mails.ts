// The client area's words in mails, in her language.
import { INTAKE_TEXTS } from "../../core/intake-questions.js";
import { isLanguage } from "../../core/languages.js";

/** The paragraph inviting her to the health questionnaire, on her private booking page. */
export function intakeInvitation(language: string, manageUrl: string): string {
  const lang = isLanguage(language) ? language : "en";
  return INTAKE_TEXTS.mail_invitation[lang].replace("{link}", `${manageUrl}#questionnaire`);
}
