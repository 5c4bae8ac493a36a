// Texts of the admin's calendar screen: the feed of bookings out, her own calendars in.
import type { TextTable } from "./text-table";
export const adminCalendar = {
  "admin.nav.calendar": { en: "Calendar", es: "Calendario", gr: "Ημερολόγιο" },
  "admin.calendar.title": { en: "Calendar", es: "Calendario", gr: "Ημερολόγιο" },
  "admin.calendar.loadFailed": {
    en: "Failed to load the calendar settings.",
    es: "No se pudo cargar la configuración del calendario.",
    gr: "Αποτυχία φόρτωσης των ρυθμίσεων ημερολογίου.",
  },

  "admin.calendar.feed.title": {
    en: "Bookings in your calendar app",
    es: "Las reservas en tu aplicación de calendario",
    gr: "Οι κρατήσεις στην εφαρμογή ημερολογίου σας",
  },
  "admin.calendar.feed.intro": {
    en: "Subscribe to this address in Google Calendar (Other calendars → From URL), Apple Calendar (File → New Calendar Subscription) or Outlook (Add calendar → Subscribe from web). Every booking appears there and stays up to date. Keep the address private: anyone who has it can see your bookings.",
    es: "Suscríbete a esta dirección en Google Calendar (Otros calendarios → Desde URL), Calendario de Apple (Archivo → Nueva suscripción a calendario) u Outlook (Agregar calendario → Suscribirse desde la web). Cada reserva aparece allí y se mantiene al día. No compartas la dirección: quien la tenga puede ver tus reservas.",
    gr: "Εγγραφείτε σε αυτή τη διεύθυνση στο Google Calendar (Άλλα ημερολόγια → Από URL), στο Ημερολόγιο της Apple (Αρχείο → Νέα συνδρομή ημερολογίου) ή στο Outlook (Προσθήκη ημερολογίου → Εγγραφή από το web). Κάθε κράτηση εμφανίζεται εκεί και ενημερώνεται. Κρατήστε τη διεύθυνση ιδιωτική: όποιος την έχει βλέπει τις κρατήσεις σας.",
  },
  "admin.calendar.feed.address": { en: "Private calendar address", es: "Dirección privada del calendario", gr: "Ιδιωτική διεύθυνση ημερολογίου" },
  "admin.calendar.feed.copy": { en: "Copy address", es: "Copiar dirección", gr: "Αντιγραφή διεύθυνσης" },
  "admin.calendar.feed.copied": { en: "Address copied.", es: "Dirección copiada.", gr: "Η διεύθυνση αντιγράφηκε." },
  "admin.calendar.feed.copyFailed": {
    en: "Could not copy. Select the address and copy it by hand.",
    es: "No se pudo copiar. Selecciona la dirección y cópiala a mano.",
    gr: "Η αντιγραφή απέτυχε. Επιλέξτε τη διεύθυνση και αντιγράψτε τη χειροκίνητα.",
  },
  "admin.calendar.feed.regenerate": { en: "New address", es: "Nueva dirección", gr: "Νέα διεύθυνση" },
  "admin.calendar.feed.confirmRegenerate": {
    en: "Create a new address? The current one stops working at once, and every calendar subscribed to it must be subscribed again.",
    es: "¿Crear una dirección nueva? La actual deja de funcionar en el acto y cada calendario suscrito a ella tendrá que suscribirse de nuevo.",
    gr: "Δημιουργία νέας διεύθυνσης; Η τωρινή παύει να λειτουργεί αμέσως και κάθε ημερολόγιο που είναι εγγεγραμμένο σε αυτήν πρέπει να εγγραφεί ξανά.",
  },
  "admin.calendar.feed.regenerated": {
    en: "New address created. The old one no longer works.",
    es: "Dirección nueva creada. La anterior ya no funciona.",
    gr: "Δημιουργήθηκε νέα διεύθυνση. Η παλιά δεν λειτουργεί πλέον.",
  },
  "admin.calendar.feed.regenerateFailed": {
    en: "Failed to create a new address.",
    es: "No se pudo crear una dirección nueva.",
    gr: "Αποτυχία δημιουργίας νέας διεύθυνσης.",
  },

  "admin.calendar.imports.title": {
    en: "Your calendars block booking times",
    es: "Tus calendarios bloquean horas de reserva",
    gr: "Τα ημερολόγιά σας δεσμεύουν ώρες κρατήσεων",
  },
  "admin.calendar.imports.intro": {
    en: "Add the secret iCal (ICS) address of your own calendar. Times you are busy there are no longer offered to clients. Calendars are read when you add them and every 15 minutes; events marked as free are ignored.",
    es: "Añade la dirección secreta iCal (ICS) de tu propio calendario. Las horas en que estés ocupada allí dejan de ofrecerse a los clientes. Los calendarios se leen al añadirlos y cada 15 minutos; los eventos marcados como disponibles se ignoran.",
    gr: "Προσθέστε τη μυστική διεύθυνση iCal (ICS) του δικού σας ημερολογίου. Οι ώρες που είστε απασχολημένη εκεί δεν προσφέρονται πια στους πελάτες. Τα ημερολόγια διαβάζονται όταν τα προσθέτετε και κάθε 15 λεπτά· τα γεγονότα που έχουν σημειωθεί ως ελεύθερα αγνοούνται.",
  },
  "admin.calendar.imports.url": { en: "Calendar address (ICS)", es: "Dirección del calendario (ICS)", gr: "Διεύθυνση ημερολογίου (ICS)" },
  "admin.calendar.imports.urlHint": {
    en: "Starts with https:// or webcal:// and usually ends in .ics.",
    es: "Empieza por https:// o webcal:// y suele terminar en .ics.",
    gr: "Ξεκινά με https:// ή webcal:// και συνήθως τελειώνει σε .ics.",
  },
  "admin.calendar.imports.add": { en: "Add calendar", es: "Añadir calendario", gr: "Προσθήκη ημερολογίου" },
  "admin.calendar.imports.adding": { en: "Reading the calendar...", es: "Leyendo el calendario...", gr: "Ανάγνωση ημερολογίου..." },
  "admin.calendar.imports.added": { en: "Calendar added.", es: "Calendario añadido.", gr: "Το ημερολόγιο προστέθηκε." },
  "admin.calendar.imports.addedWithError": {
    en: "Calendar added, but it could not be read yet.",
    es: "Calendario añadido, pero aún no se ha podido leer.",
    gr: "Το ημερολόγιο προστέθηκε, αλλά δεν ήταν δυνατό να διαβαστεί ακόμη.",
  },
  "admin.calendar.imports.addFailed": { en: "Failed to add the calendar.", es: "No se pudo añadir el calendario.", gr: "Αποτυχία προσθήκης του ημερολογίου." },
  "admin.calendar.imports.empty": { en: "No calendars yet.", es: "Aún no hay calendarios.", gr: "Δεν υπάρχουν ακόμη ημερολόγια." },
  "admin.calendar.imports.address": { en: "Address", es: "Dirección", gr: "Διεύθυνση" },
  "admin.calendar.imports.lastFetch": { en: "Last read", es: "Última lectura", gr: "Τελευταία ανάγνωση" },
  "admin.calendar.imports.state": { en: "State", es: "Estado", gr: "Κατάσταση" },
  "admin.calendar.imports.never": { en: "Not yet", es: "Todavía no", gr: "Όχι ακόμη" },
  "admin.calendar.imports.ok": {
    en: "Up to date: {count, plural, one {# event} other {# events}}",
    es: "Al día: {count, plural, one {# evento} other {# eventos}}",
    gr: "Ενημερωμένο: {count, plural, one {# γεγονός} other {# γεγονότα}}",
  },
  "admin.calendar.imports.usingCopy": {
    en: "Using the copy read on {when}.",
    es: "Se usa la copia leída el {when}.",
    gr: "Χρησιμοποιείται το αντίγραφο της {when}.",
  },
  "admin.calendar.imports.noCopy": {
    en: "No copy yet: it blocks nothing.",
    es: "Aún no hay copia: no bloquea nada.",
    gr: "Δεν υπάρχει ακόμη αντίγραφο: δεν δεσμεύει τίποτα.",
  },
  "admin.calendar.imports.refresh": { en: "Read now", es: "Leer ahora", gr: "Ανάγνωση τώρα" },
  "admin.calendar.imports.refreshed": { en: "Calendar read.", es: "Calendario leído.", gr: "Το ημερολόγιο διαβάστηκε." },
  "admin.calendar.imports.refreshFailed": {
    en: "The calendar could not be read.",
    es: "No se pudo leer el calendario.",
    gr: "Δεν ήταν δυνατή η ανάγνωση του ημερολογίου.",
  },
  "admin.calendar.imports.confirmRemove": {
    en: "Remove this calendar? Its busy times will no longer block bookings.",
    es: "¿Quitar este calendario? Sus horas ocupadas dejarán de bloquear reservas.",
    gr: "Αφαίρεση αυτού του ημερολογίου; Οι απασχολημένες ώρες του δεν θα δεσμεύουν πια κρατήσεις.",
  },
  "admin.calendar.imports.removed": { en: "Calendar removed.", es: "Calendario quitado.", gr: "Το ημερολόγιο αφαιρέθηκε." },
  "admin.calendar.imports.removeFailed": {
    en: "Failed to remove the calendar.",
    es: "No se pudo quitar el calendario.",
    gr: "Αποτυχία αφαίρεσης του ημερολογίου.",
  },

  "admin.calendar.error.scheme": {
    en: "This is not an http, https or webcal address.",
    es: "No es una dirección http, https o webcal.",
    gr: "Δεν είναι διεύθυνση http, https ή webcal.",
  },
  "admin.calendar.error.address": {
    en: "This address points to a private network and is not allowed.",
    es: "Esta dirección apunta a una red privada y no está permitida.",
    gr: "Αυτή η διεύθυνση οδηγεί σε ιδιωτικό δίκτυο και δεν επιτρέπεται.",
  },
  "admin.calendar.error.redirects": {
    en: "The address redirects too many times.",
    es: "La dirección redirige demasiadas veces.",
    gr: "Η διεύθυνση ανακατευθύνει πάρα πολλές φορές.",
  },
  "admin.calendar.error.status": {
    en: "The calendar's server refused the request.",
    es: "El servidor del calendario rechazó la petición.",
    gr: "Ο διακομιστής του ημερολογίου απέρριψε το αίτημα.",
  },
  "admin.calendar.error.type": {
    en: "The address does not return a calendar.",
    es: "La dirección no devuelve un calendario.",
    gr: "Η διεύθυνση δεν επιστρέφει ημερολόγιο.",
  },
  "admin.calendar.error.timeout": {
    en: "The calendar's server took too long to answer.",
    es: "El servidor del calendario tardó demasiado en responder.",
    gr: "Ο διακομιστής του ημερολογίου άργησε πολύ να απαντήσει.",
  },
  "admin.calendar.error.network": {
    en: "The calendar's server could not be reached.",
    es: "No se pudo contactar con el servidor del calendario.",
    gr: "Δεν ήταν δυνατή η σύνδεση με τον διακομιστή του ημερολογίου.",
  },
  "admin.calendar.error.too_large": {
    en: "The calendar is larger than 5 MB.",
    es: "El calendario ocupa más de 5 MB.",
    gr: "Το ημερολόγιο είναι μεγαλύτερο από 5 MB.",
  },
  "admin.calendar.error.unreadable": {
    en: "The address returned something that is not an iCal calendar.",
    es: "La dirección devolvió algo que no es un calendario iCal.",
    gr: "Η διεύθυνση επέστρεψε κάτι που δεν είναι ημερολόγιο iCal.",
  },
  "admin.calendar.error.too_many_events": {
    en: "The calendar has too many events to read (at most 30,000 in the file and 20,000 in the next 12 months).",
    es: "El calendario tiene demasiados eventos para leerlo (como máximo 30.000 en el archivo y 20.000 en los próximos 12 meses).",
    gr: "Το ημερολόγιο έχει πάρα πολλά γεγονότα για να διαβαστεί (το πολύ 30.000 στο αρχείο και 20.000 στους επόμενους 12 μήνες).",
  },
  "admin.calendar.error.repeats_too_often": {
    en: "An event in the calendar repeats too often (more than 10,000 times in the next 12 months).",
    es: "Un evento del calendario se repite demasiadas veces (más de 10.000 en los próximos 12 meses).",
    gr: "Ένα γεγονός του ημερολογίου επαναλαμβάνεται πολύ συχνά (πάνω από 10.000 φορές στους επόμενους 12 μήνες).",
  },
  "admin.calendar.error.too_complex": {
    en: "The calendar takes too long or too much memory to read.",
    es: "El calendario tarda demasiado o necesita demasiada memoria para leerse.",
    gr: "Η ανάγνωση του ημερολογίου διαρκεί πολύ ή χρειάζεται πάρα πολλή μνήμη.",
  },
} satisfies TextTable;
