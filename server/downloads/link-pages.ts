import type { Language } from "../../core/languages.js";
import type { SimplePage } from "../http/html-page.js";

export type LinkProblem = "token_expired" | "token_invalid" | "pdf_not_found";

type Texts = { title: string; body: string };

// What a person who opened a download link from a mail reads when it does not work: what
// happened and what to do (ask for a new link), in their language.
const TEXTS: Record<LinkProblem, Record<Language, Texts>> = {
  token_expired: {
    en: {
      title: "This download link has expired",
      body: "Download links work for a limited time only. Ask for a new one: reply to the email that brought you this link, or write to us through the contact page.",
    },
    es: {
      title: "Este enlace de descarga ha caducado",
      body: "Los enlaces de descarga solo funcionan durante un tiempo limitado. Pide uno nuevo: responde al correo en el que recibiste este enlace o escríbenos desde la página de contacto.",
    },
    gr: {
      title: "Αυτός ο σύνδεσμος λήψης έχει λήξει",
      body: "Οι σύνδεσμοι λήψης ισχύουν μόνο για περιορισμένο χρόνο. Ζητήστε έναν νέο: απαντήστε στο email με το οποίο λάβατε αυτόν τον σύνδεσμο ή γράψτε μας από τη σελίδα επικοινωνίας.",
    },
  },
  token_invalid: {
    en: {
      title: "This download link is not valid",
      body: "Check that you opened the whole link from the email: a link copied in part does not work. If it still fails, ask us for a new one by replying to that email or through the contact page.",
    },
    es: {
      title: "Este enlace de descarga no es válido",
      body: "Comprueba que has abierto el enlace completo del correo: un enlace copiado a medias no funciona. Si sigue sin funcionar, pídenos uno nuevo respondiendo a ese correo o desde la página de contacto.",
    },
    gr: {
      title: "Αυτός ο σύνδεσμος λήψης δεν είναι έγκυρος",
      body: "Βεβαιωθείτε ότι ανοίξατε ολόκληρο τον σύνδεσμο από το email: ένας σύνδεσμος που έχει αντιγραφεί μόνο εν μέρει δεν λειτουργεί. Αν το πρόβλημα παραμένει, ζητήστε μας νέο σύνδεσμο απαντώντας σε εκείνο το email ή από τη σελίδα επικοινωνίας.",
    },
  },
  pdf_not_found: {
    en: {
      title: "This document is not available",
      body: "It may have been removed or replaced by a newer version. Ask us for a new link by replying to the email that brought you this one, or through the contact page.",
    },
    es: {
      title: "Este documento no está disponible",
      body: "Puede que se haya retirado o sustituido por una versión más reciente. Pídenos un enlace nuevo respondiendo al correo en el que recibiste este o desde la página de contacto.",
    },
    gr: {
      title: "Αυτό το έγγραφο δεν είναι διαθέσιμο",
      body: "Μπορεί να έχει αφαιρεθεί ή να έχει αντικατασταθεί από νεότερη έκδοση. Ζητήστε μας νέο σύνδεσμο απαντώντας στο email με το οποίο λάβατε αυτόν ή από τη σελίδα επικοινωνίας.",
    },
  },
};

const ACTION: Record<Language, { contact: string; home: string }> = {
  en: { contact: "Ask for a new link", home: "Back to the website" },
  es: { contact: "Pedir un enlace nuevo", home: "Volver a la web" },
  gr: { contact: "Ζητήστε νέο σύνδεσμο", home: "Επιστροφή στον ιστότοπο" },
};

/** The page a browser gets for a download link that cannot be served. */
export function downloadLinkPage(lang: Language, problem: LinkProblem, publicUrl: string): SimplePage {
  const site = publicUrl.replace(/\/+$/, "");
  const { title, body } = TEXTS[problem][lang];
  return {
    lang,
    title,
    paragraphs: [body],
    links: [
      { label: ACTION[lang].contact, href: `${site}/contact?lang=${lang}` },
      { label: ACTION[lang].home, href: `${site}/?lang=${lang}` },
    ],
  };
}
