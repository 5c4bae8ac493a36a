import type { Language } from "../../languages.js";

// API texts of her calendars: the feed of bookings out, her own calendars in.
export const calendarMessages = {
  calendar_url_invalid: {
    en: "Please enter the calendar's address (http, https or webcal).",
    es: "Introduce la dirección del calendario (http, https o webcal).",
    gr: "Εισάγετε τη διεύθυνση του ημερολογίου (http, https ή webcal).",
  },
  feed_address_invalid: {
    en: "This is not an address of your bookings feed.",
    es: "Esta no es una dirección de tu calendario de reservas.",
    gr: "Αυτή δεν είναι διεύθυνση του ημερολογίου των κρατήσεών σας.",
  },
  calendar_exists: {
    en: "This calendar is already in the list.",
    es: "Este calendario ya está en la lista.",
    gr: "Αυτό το ημερολόγιο υπάρχει ήδη στη λίστα.",
  },
  too_many_calendars: {
    en: "You can add up to 10 calendars. Remove one to add another.",
    es: "Puedes añadir hasta 10 calendarios. Quita uno para añadir otro.",
    gr: "Μπορείτε να προσθέσετε έως 10 ημερολόγια. Αφαιρέστε ένα για να προσθέσετε άλλο.",
  },
  calendar_not_found: { en: "Calendar not found.", es: "Calendario no encontrado.", gr: "Το ημερολόγιο δεν βρέθηκε." },
} as const satisfies Record<string, Record<Language, string>>;
