import type { Language } from "../../languages.js";

// API answers about session bundles and credits, in the reader's language.
export const bundleMessages = {
  bundle_incomplete: {
    en: "A bundle needs its number of sessions, its price and its validity in months, all three.",
    es: "Un bono necesita su número de sesiones, su precio y su validez en meses, los tres.",
    gr: "Ένα πακέτο χρειάζεται τον αριθμό συνεδριών, την τιμή του και τη διάρκεια ισχύος σε μήνες, και τα τρία.",
  },
  unknown_covered_plan: {
    en: "One of the plans the bundle covers does not exist.",
    es: "Uno de los planes que cubre el bono no existe.",
    gr: "Ένα από τα προγράμματα που καλύπτει το πακέτο δεν υπάρχει.",
  },
  plan_not_bundle: {
    en: "This plan is not sold as a bundle.",
    es: "Este plan no se vende como bono.",
    gr: "Αυτό το πρόγραμμα δεν πωλείται ως πακέτο.",
  },
  bundles_need_online_payment: {
    en: "Bundles can only be bought online, and online payment is not available right now. Please write to us.",
    es: "Los bonos solo se pueden comprar en línea y ahora mismo no está disponible el pago en línea. Escríbenos, por favor.",
    gr: "Τα πακέτα αγοράζονται μόνο online και η online πληρωμή δεν είναι διαθέσιμη αυτή τη στιγμή. Παρακαλούμε γράψτε μας.",
  },
  payment_unavailable: {
    en: "The payment page could not be opened. Please try again in a moment.",
    es: "No se pudo abrir la página de pago. Inténtalo de nuevo en un momento.",
    gr: "Δεν ήταν δυνατό να ανοίξει η σελίδα πληρωμής. Δοκιμάστε ξανά σε λίγο.",
  },
  no_credit_left: {
    en: "You have no credit left for this service: book it paying as usual, or buy a new bundle.",
    es: "No te quedan créditos para este servicio: resérvalo pagando como siempre o compra un nuevo bono.",
    gr: "Δεν σας απομένουν μονάδες για αυτή την υπηρεσία: κλείστε την πληρώνοντας όπως συνήθως ή αγοράστε νέο πακέτο.",
  },
  credit_needs_sign_in: {
    en: "To book with a credit, sign in on your page with your email address first.",
    es: "Para reservar con un crédito, entra primero en tu página con tu correo electrónico.",
    gr: "Για να κλείσετε με μονάδα, συνδεθείτε πρώτα στη σελίδα σας με τη διεύθυνση email σας.",
  },
  not_enough_credits: {
    en: "She does not have that many credits to remove.",
    es: "No tiene tantos créditos que quitar.",
    gr: "Δεν έχει τόσες μονάδες για να αφαιρεθούν.",
  },
  credit_change_invalid: {
    en: "Enter a whole number of credits other than 0 (negative to remove), at most 50 either way.",
    es: "Introduce un número entero de créditos distinto de 0 (negativo para quitar), como mucho 50 en cada sentido.",
    gr: "Εισαγάγετε ακέραιο αριθμό μονάδων διαφορετικό από 0 (αρνητικό για αφαίρεση), έως 50 προς κάθε κατεύθυνση.",
  },
  bundle_not_found: {
    en: "This client has no such bundle.",
    es: "Este cliente no tiene ese bono.",
    gr: "Αυτός ο πελάτης δεν έχει τέτοιο πακέτο.",
  },
  bundle_not_paid: {
    en: "This bundle has not been paid, so there is nothing to refund.",
    es: "Este bono no se ha pagado, así que no hay nada que reembolsar.",
    gr: "Αυτό το πακέτο δεν έχει πληρωθεί, οπότε δεν υπάρχει τίποτα για επιστροφή.",
  },
  nothing_to_refund: {
    en: "Nothing is left to refund on this bundle.",
    es: "No queda nada por reembolsar de este bono.",
    gr: "Δεν απομένει τίποτα για επιστροφή σε αυτό το πακέτο.",
  },
} as const satisfies Record<string, Record<Language, string>>;
