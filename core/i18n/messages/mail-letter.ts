import type { Language } from "../../languages.js";

// The words every plain letter to a client shares, which the composer puts around what the
// letter says (server/mail/compose.ts): the greeting, the line to her page and the sign-off.
export const letterTexts = {
  // Greek names change with case ("Γιώργος", "Γιώργο"): the Greek greeting needs no name.
  // The others greet by first name, as a person would write.
  greeting_named: { en: "Hello {name},", es: "Hola, {name}:", gr: "Γεια σας," },
  // Where the letter does not know her name (her record's mails): the same greeting without it.
  greeting: { en: "Hello,", es: "Hola:", gr: "Γεια σας," },
  // Every booking mail leads to her own page, where all her bookings and documents are.
  my_bookings: {
    en: "All your bookings, at any time: {link}",
    es: "Todas tus reservas, cuando quieras: {link}",
    gr: "Όλες οι κρατήσεις σας, οποιαδήποτε στιγμή: {link}",
  },
  sign_off: { en: "Kind regards,\n{signature}", es: "Un saludo,\n{signature}", gr: "Με εκτίμηση,\n{signature}" },
} satisfies Record<string, Record<Language, string>>;
