import { apiMessage } from "../../core/i18n/api-messages.js";
import { CONFIRM_PAGE } from "../../core/i18n/messages/newsletters.js";
import type { Language } from "../../core/languages.js";
import type { SimplePage } from "../http/html-page.js";

const TEXTS: Record<Language, { title: string; question: string; lead: string; button: string; keep: string; back: string }> = {
  en: {
    title: "Newsletter",
    question: "Do you want to unsubscribe from the newsletter?",
    lead: "{email} will no longer receive our nutrition tips, seasonal recipes and news from the practice.",
    button: "Unsubscribe",
    keep: "No, keep me subscribed",
    back: "Back to the website",
  },
  es: {
    title: "Boletín",
    question: "¿Quieres darte de baja del boletín?",
    lead: "{email} dejará de recibir nuestros consejos de nutrición, recetas de temporada y novedades de la consulta.",
    button: "Darme de baja",
    keep: "No, quiero seguir recibiéndolo",
    back: "Volver a la web",
  },
  gr: {
    title: "Ενημερωτικό δελτίο",
    question: "Θέλετε να διαγραφείτε από το ενημερωτικό δελτίο;",
    lead: "Η διεύθυνση {email} δεν θα λαμβάνει πλέον τις διατροφικές μας συμβουλές, τις συνταγές εποχής και τα νέα του γραφείου μας.",
    button: "Διαγραφή",
    keep: "Όχι, θέλω να συνεχίσω να το λαμβάνω",
    back: "Επιστροφή στον ιστότοπο",
  },
};

const home = (publicUrl: string, lang: Language) => `${publicUrl.replace(/\/+$/, "")}/?lang=${lang}`;

/**
 * What the unsubscribe link opens: a question and a button. Only the button's POST removes
 * the address, so a mail scanner that follows links (GET, HEAD) unsubscribes no one.
 */
export function confirmUnsubscribePage(lang: Language, email: string, publicUrl: string): SimplePage {
  const t = TEXTS[lang];
  return {
    lang,
    title: t.question,
    paragraphs: [t.lead.replace("{email}", email)],
    form: { name: "unsubscribe", value: "yes", label: t.button },
    links: [{ label: t.keep, href: home(publicUrl, lang) }],
  };
}

/** The outcome: unsubscribed, or a link that is unknown or already used. */
export function unsubscribeOutcomePage(lang: Language, outcome: "unsubscribed" | "unsubscribe_link_invalid", publicUrl: string): SimplePage {
  const t = TEXTS[lang];
  return { lang, title: t.title, paragraphs: [apiMessage(outcome, lang)], links: [{ label: t.back, href: home(publicUrl, lang) }] };
}

/** What the confirmation link opens: a question and a button (a link scanner's GET confirms no one). */
export function confirmSubscriptionPage(lang: Language, email: string): SimplePage {
  const t = CONFIRM_PAGE[lang];
  return { lang, title: t.title, paragraphs: [t.question.replace("{email}", email)], form: { name: "confirm", value: "yes", label: t.button } };
}

/** The outcome of the confirmation button. */
export function confirmOutcomePage(
  lang: Language,
  outcome: "subscription_confirmed" | "already_subscribed" | "confirm_link_invalid",
  publicUrl: string,
): SimplePage {
  const t = TEXTS[lang];
  return { lang, title: CONFIRM_PAGE[lang].title, paragraphs: [apiMessage(outcome, lang)], links: [{ label: t.back, href: home(publicUrl, lang) }] };
}
