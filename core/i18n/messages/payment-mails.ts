import type { Language } from "../../languages.js";

type Texts = Record<string, Record<Language, string>>;

// What the client's mails say about refunds, in her language. {amount} is written in her
// locale; {when} as the booking mails write a session's date ("on …", "el …", "την …").
export const paymentMailTexts = {
  refund_on_cancel: {
    en: "You paid {amount} for this session, and it is being refunded to you in full: it will reach your account within 5–10 business days.",
    es: "Pagaste {amount} por esta sesión y te lo devolvemos íntegramente: llegará a tu cuenta en un plazo de 5 a 10 días hábiles.",
    gr: "Πληρώσατε {amount} για αυτή τη συνεδρία και σας επιστρέφεται ολόκληρο το ποσό: θα φτάσει στον λογαριασμό σας μέσα σε 5–10 εργάσιμες ημέρες.",
  },
  refund_subject: {
    en: "Refund of {amount}: {service}",
    es: "Reembolso de {amount}: {service}",
    gr: "Επιστροφή {amount}: {service}",
  },
  refund_body: {
    en: "We have refunded {amount} of your payment for {service} on {when}. It will reach your account within 5–10 business days.",
    es: "Te hemos reembolsado {amount} de tu pago por {service} del {when}. Llegará a tu cuenta en un plazo de 5 a 10 días hábiles.",
    gr: "Σας επιστρέψαμε {amount} από την πληρωμή σας για {service} {when}. Θα φτάσουν στον λογαριασμό σας μέσα σε 5–10 εργάσιμες ημέρες.",
  },
} satisfies Texts;

export type PaymentMailText = keyof typeof paymentMailTexts;
