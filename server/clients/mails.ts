// The mails of her record (sign-in, documents, follow-ups, message notices) and the client
// area's words in other mails, in her language. The composer renders them (server/mail/compose.ts).
import { INTAKE_TEXTS } from "../../core/intake-questions.js";
import { CLIENT_AREA_TEXTS, DOCUMENT_TEXTS, FOLLOW_UP_TEXTS } from "../../core/client-area-texts.js";
import { MESSAGE_TEXTS } from "../../core/message-texts.js";
import { isLanguage, type Language } from "../../core/languages.js";
import { composeLetter, composeMail, siteUrl } from "../mail/compose.js";
import type { Signer } from "../mail/signature.js";
import type { OutgoingMail } from "../mail/outgoing-mail.js";
import type { MailContext } from "../bookings/mails.js";

/** The paragraph inviting her to the health questionnaire, on her private booking page. */
export function intakeInvitation(language: string, manageUrl: string): string {
  const lang = isLanguage(language) ? language : "en";
  return INTAKE_TEXTS.mail_invitation[lang].replace("{link}", `${manageUrl}#questionnaire`);
}

/** Her sign-in link: to her page, or back to the booking page with her plan chosen (`forBooking`). */
export function signInMail(signer: Signer, to: string, lang: Language, link: string, forBooking: boolean): OutgoingMail {
  const t = CLIENT_AREA_TEXTS;
  const body = (forBooking ? t.mail_body_booking : t.mail_body)[lang].replace("{link}", link);
  return {
    to,
    ...composeLetter({ lang, subject: t.mail_subject[lang], greet: null, paragraphs: [body], practice: signer.practice, signature: signer.signature }),
  };
}

/** A document delivered to her record (a plan): its words, given by its area or the download's own. */
export function documentMail(signer: Signer, to: string, lang: Language, words: { subject: string; body: string }): OutgoingMail {
  return {
    to,
    ...composeLetter({ lang, subject: words.subject, greet: null, paragraphs: [words.body], practice: signer.practice, signature: signer.signature }),
  };
}

/** The download's own words: the plan's title, its one-time link and her page. */
export function documentWords(lang: Language, title: string, link: string, publicUrl: string): { subject: string; body: string } {
  return {
    subject: DOCUMENT_TEXTS.mail_subject[lang].replace("{title}", title),
    body: DOCUMENT_TEXTS.mail_body[lang].replace("{title}", title).replace("{link}", link).replace("{page}", `${publicUrl}/my-bookings?lang=${lang}`),
  };
}

/** The invitation to book the follow-up of a session, with its plan chosen, and how to decline further ones. */
export function followUpMail(
  signer: Signer,
  b: { email: string; weeks: number; service_plan_title: string | null; service_plan_id: number | null },
  lang: Language,
  publicUrl: string,
  decline: string,
): OutgoingMail {
  const body = FOLLOW_UP_TEXTS.mail_body[lang]
    .replace("{weeks}", String(b.weeks))
    .replace("{plan}", b.service_plan_title ?? "")
    .replace("{link}", `${publicUrl}/book-consultation?lang=${lang}&service=${b.service_plan_id}`)
    .replace("{page}", `${publicUrl}/my-bookings?lang=${lang}`)
    .replace("{decline}", decline);
  return {
    to: b.email,
    ...composeLetter({
      lang,
      subject: FOLLOW_UP_TEXTS.mail_subject[lang],
      greet: null,
      paragraphs: [body],
      practice: signer.practice,
      signature: signer.signature,
    }),
  };
}

/** A new message waits on her page: the notice says so, never what it says. */
export function messageNoticeToClient(signer: Signer, to: string, lang: Language, publicUrl: string): OutgoingMail {
  return {
    to,
    ...composeMail({
      lang,
      practice: signer.practice,
      signature: signer.signature,
      subject: MESSAGE_TEXTS.mail_subject[lang],
      paragraphs: [MESSAGE_TEXTS.mail_body[lang]],
      action: { label: MESSAGE_TEXTS.mail_action[lang], url: siteUrl(publicUrl, `/my-bookings?lang=${lang}#messages`) },
      footer: MESSAGE_TEXTS.mail_footer[lang],
    }),
  };
}

/** A client wrote to her: a notice in English (the admin area's default language), without the client's name or words. */
export function messageNoticeToPractice(from: MailContext, clientId: number, publicUrl: string): OutgoingMail {
  return {
    to: from.nutritionistEmail,
    ...composeMail({
      lang: "en",
      practice: from.practice,
      signature: from.signature,
      subject: "You have a new message",
      paragraphs: ["A client has written to you. The message is not in this email: read it on her page."],
      action: { label: "Read the message", url: siteUrl(publicUrl, `/admin-clients/${clientId}#client-conversation`) },
    }),
  };
}
