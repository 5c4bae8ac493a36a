import type { Language } from "../../languages.js";

// Answers of the newsletter API and the double opt-in.
export const newsletterMessages = {
  subscription_confirmed: {
    en: "Your subscription is confirmed. Welcome!",
    es: "Tu suscripción está confirmada. ¡Te damos la bienvenida!",
    gr: "Η εγγραφή σας επιβεβαιώθηκε. Καλώς ήρθατε!",
  },
  // The confirmation link opened again once used: she is on the list, nothing is done twice.
  already_subscribed: {
    en: "You are already subscribed: this link has been used to confirm your subscription. There is nothing more to do.",
    es: "Ya tienes la suscripción confirmada: este enlace ya se usó. No tienes que hacer nada más.",
    gr: "Η εγγραφή σας έχει ήδη επιβεβαιωθεί: αυτός ο σύνδεσμος έχει ήδη χρησιμοποιηθεί. Δεν χρειάζεται να κάνετε τίποτε άλλο.",
  },
  confirm_link_invalid: {
    en: "This confirmation link is not valid or has expired. Please subscribe again.",
    es: "Este enlace de confirmación no es válido o ha caducado. Vuelve a suscribirte.",
    gr: "Αυτός ο σύνδεσμος επιβεβαίωσης δεν είναι έγκυρος ή έχει λήξει. Εγγραφείτε ξανά.",
  },
  newsletter_not_found: { en: "Newsletter not found.", es: "Boletín no encontrado.", gr: "Το ενημερωτικό δελτίο δεν βρέθηκε." },
  newsletter_not_draft: {
    en: "Only a draft can be changed.",
    es: "Solo se puede modificar un borrador.",
    gr: "Μόνο ένα πρόχειρο μπορεί να αλλάξει.",
  },
  newsletter_sending: {
    en: "This newsletter is being sent and cannot be deleted.",
    es: "Este boletín se está enviando y no se puede eliminar.",
    gr: "Αυτό το ενημερωτικό δελτίο αποστέλλεται και δεν μπορεί να διαγραφεί.",
  },
  blog_not_published: {
    en: "No published post with this slug in this language.",
    es: "No hay ninguna entrada publicada con este slug en este idioma.",
    gr: "Δεν υπάρχει δημοσιευμένο άρθρο με αυτό το slug σε αυτή τη γλώσσα.",
  },
  test_mail_queued: { en: "A test copy is on its way.", es: "La copia de prueba está en camino.", gr: "Το δοκιμαστικό αντίγραφο στάλθηκε." },
} as const satisfies Record<string, Record<Language, string>>;

/**
 * The double opt-in mail: sent on sign-up, in the sign-up language. The sign-up promises "a
 * welcome message": this mail reads as that welcome, with one button, the confirmation itself.
 */
export const CONFIRM_MAIL: Record<Language, { subject: string; paragraphs: string[]; action: string; footer: string }> = {
  en: {
    subject: "Welcome to the {name} newsletter: please confirm your address",
    paragraphs: [
      "Hello,",
      "Welcome, and thank you for signing up! Once a month you will receive seasonal recipes and practical nutrition tips from Elena.",
      "One step is left: confirm that {email} is your address with the button below. The link is valid for 7 days; if you did not sign up, ignore this email and you will not hear from us.",
    ],
    action: "Confirm my subscription",
    footer: "You receive this email because {email} was entered in the newsletter form on our website.",
  },
  es: {
    subject: "Bienvenida al boletín de {name}: confirma tu dirección",
    paragraphs: [
      "Hola:",
      "¡Te damos la bienvenida y gracias por apuntarte! Una vez al mes recibirás recetas de temporada y consejos prácticos de nutrición de Elena.",
      "Solo falta un paso: confirma que {email} es tu dirección con el botón de abajo. El enlace es válido durante 7 días; si no te has suscrito, ignora este correo y no volverás a saber de nosotros.",
    ],
    action: "Confirmar mi suscripción",
    footer: "Recibes este correo porque {email} se introdujo en el formulario del boletín de nuestra web.",
  },
  gr: {
    subject: "Καλώς ήρθατε στο ενημερωτικό δελτίο «{name}»: επιβεβαιώστε τη διεύθυνσή σας",
    paragraphs: [
      "Γεια σας,",
      "Καλώς ήρθατε και ευχαριστούμε για την εγγραφή σας! Μία φορά τον μήνα θα λαμβάνετε εποχικές συνταγές και πρακτικές διατροφικές συμβουλές από την Έλενα.",
      "Μένει ένα βήμα: επιβεβαιώστε ότι η διεύθυνση {email} είναι δική σας με το παρακάτω κουμπί. Ο σύνδεσμος ισχύει για 7 ημέρες· αν δεν κάνατε εσείς την εγγραφή, αγνοήστε αυτό το email και δεν θα σας ενοχλήσουμε ξανά.",
    ],
    action: "Επιβεβαίωση εγγραφής",
    footer: "Λαμβάνετε αυτό το email επειδή η διεύθυνση {email} καταχωρίστηκε στη φόρμα του ενημερωτικού δελτίου στον ιστότοπό μας.",
  },
};

/** The page the confirmation link opens: one button, so a link scanner confirms no one. */
export const CONFIRM_PAGE: Record<Language, { title: string; question: string; button: string }> = {
  en: { title: "Newsletter", question: "Confirm the subscription of {email} to the newsletter?", button: "Confirm my subscription" },
  es: { title: "Boletín", question: "¿Confirmas la suscripción de {email} al boletín?", button: "Confirmar mi suscripción" },
  gr: { title: "Ενημερωτικό δελτίο", question: "Επιβεβαιώνετε την εγγραφή της διεύθυνσης {email} στο ενημερωτικό δελτίο;", button: "Επιβεβαίωση εγγραφής" },
};

/** Around a newsletter's content in its mail. */
export const NEWSLETTER_MAIL: Record<Language, { viewOnline: string; readPost: string; footer: string; test: string }> = {
  en: {
    viewOnline: "Read it on the website",
    readPost: "Read the full post on the website",
    footer: "You receive this newsletter because you subscribed on our website and confirmed your address.",
    test: "[Test]",
  },
  es: {
    viewOnline: "Leerlo en la web",
    readPost: "Lee la entrada completa en la web",
    footer: "Recibes este boletín porque te suscribiste en nuestra web y confirmaste tu dirección.",
    test: "[Prueba]",
  },
  gr: {
    viewOnline: "Διαβάστε το στον ιστότοπο",
    readPost: "Διαβάστε ολόκληρο το άρθρο στον ιστότοπο",
    footer: "Λαμβάνετε αυτό το ενημερωτικό δελτίο επειδή εγγραφήκατε στον ιστότοπό μας και επιβεβαιώσατε τη διεύθυνσή σας.",
    test: "[Δοκιμή]",
  },
};

/** The welcome mail, sent once a sign-up is confirmed. */
export const WELCOME_MAIL: Record<Language, { subject: string; paragraphs: string[]; action: string; footer: string }> = {
  en: {
    subject: "Welcome to the {name} newsletter",
    paragraphs: [
      "Hello,",
      "Thank you for subscribing. Once a month you will receive practical nutrition tips, seasonal recipes and news from the practice.",
      "If you have a question about your diet in the meantime, simply reply to this email.",
    ],
    action: "Read the latest articles",
    footer: "You receive this email because {email} was subscribed to the newsletter on our website.",
  },
  es: {
    subject: "Bienvenida al boletín de {name}",
    paragraphs: [
      "Hola:",
      "Gracias por suscribirte. Una vez al mes recibirás consejos prácticos de nutrición, recetas de temporada y novedades de la consulta.",
      "Si mientras tanto tienes alguna pregunta sobre tu alimentación, responde a este correo.",
    ],
    action: "Leer los últimos artículos",
    footer: "Recibes este correo porque {email} se suscribió al boletín en nuestra web.",
  },
  gr: {
    subject: "Καλώς ήρθατε στο ενημερωτικό δελτίο «{name}»",
    paragraphs: [
      "Γεια σας,",
      "Ευχαριστούμε για την εγγραφή σας. Μία φορά τον μήνα θα λαμβάνετε πρακτικές διατροφικές συμβουλές, συνταγές εποχής και νέα από το γραφείο μας.",
      "Αν στο μεταξύ έχετε κάποια ερώτηση για τη διατροφή σας, απλώς απαντήστε σε αυτό το email.",
    ],
    action: "Διαβάστε τα πιο πρόσφατα άρθρα",
    footer: "Λαμβάνετε αυτό το email επειδή η διεύθυνση {email} εγγράφηκε στο ενημερωτικό δελτίο στον ιστότοπό μας.",
  },
};
