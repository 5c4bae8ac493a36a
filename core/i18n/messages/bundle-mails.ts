import type { Language } from "../../languages.js";

type Texts = Record<string, Record<Language, string>>;

// What the client's mails about her bundle say, in her language. {date} is a Madrid date in her locale.
export const bundleMailTexts = {
  bought_subject: {
    en: "Your bundle: {sessions} sessions of {service}",
    es: "Tu bono: {sessions} sesiones de {service}",
    gr: "Το πακέτο σας: {sessions} συνεδρίες {service}",
  },
  bought_body: {
    en: "Thank you: we have received {amount} for your bundle of {sessions} sessions of {service}. You now have {available} credits to book sessions with until {date}.",
    es: "Gracias: hemos recibido {amount} por tu bono de {sessions} sesiones de {service}. Ahora tienes {available} créditos para reservar sesiones hasta el {date}.",
    gr: "Ευχαριστούμε: λάβαμε {amount} για το πακέτο σας με {sessions} συνεδρίες {service}. Έχετε τώρα {available} μονάδες για να κλείνετε συνεδρίες έως τις {date}.",
  },
  book_with_credit: {
    en: "Book each session on your page, signed in with your email address: {page}",
    es: "Reserva cada sesión en tu página, entrando con tu correo electrónico: {page}",
    gr: "Κλείστε κάθε συνεδρία στη σελίδα σας, συνδεδεμένοι με τη διεύθυνση email σας: {page}",
  },
  invoice_line: {
    en: "Your invoice for the bundle is number {number}.",
    es: "Tu factura del bono es la número {number}.",
    gr: "Το τιμολόγιο του πακέτου σας έχει αριθμό {number}.",
  },
  expiry_subject: {
    en: "Your credits expire on {date}",
    es: "Tus créditos caducan el {date}",
    gr: "Οι μονάδες σας λήγουν στις {date}",
  },
  expiry_body: {
    en: "You still have {left} credits of your bundle of {service}. They expire on {date}: book your sessions before then.",
    es: "Aún te quedan {left} créditos de tu bono de {service}. Caducan el {date}: reserva tus sesiones antes.",
    gr: "Σας απομένουν ακόμη {left} μονάδες από το πακέτο σας {service}. Λήγουν στις {date}: κλείστε τις συνεδρίες σας πριν από τότε.",
  },
} satisfies Texts;

export type BundleMailText = keyof typeof bundleMailTexts;
