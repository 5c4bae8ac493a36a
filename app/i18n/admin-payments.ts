// Texts of a booking's payment in the admin: what was received, refunded, or did not match.
import type { TextTable } from "./text-table";
export const adminPayments = {
  "admin.bookings.payment": { en: "Payment", es: "Pago", gr: "Πληρωμή" },
  "admin.bookings.payment.unpaid": { en: "Not paid yet", es: "Aún sin pagar", gr: "Δεν έχει πληρωθεί ακόμη" },
  "admin.bookings.payment.paid": { en: "{amount} received on {when}", es: "{amount} recibidos el {when}", gr: "Ελήφθησαν {amount} στις {when}" },
  "admin.bookings.payment.mismatch": {
    en: "{received} received for a {expected} booking: not confirmed. Mark it paid to accept the payment, or refund it.",
    es: "Se recibieron {received} para una reserva de {expected}: no se ha confirmado. Márcala como pagada para aceptar el pago, o reembólsalo.",
    gr: "Ελήφθησαν {received} για κράτηση {expected}: δεν επιβεβαιώθηκε. Σημειώστε την ως πληρωμένη για να αποδεχτείτε την πληρωμή ή επιστρέψτε τα χρήματα.",
  },
  "admin.bookings.payment.unknownAmount": { en: "an unknown amount", es: "un importe desconocido", gr: "άγνωστο ποσό" },
  "admin.bookings.payment.refunded": {
    en: "{amount} received, all refunded",
    es: "{amount} recibidos, reembolsados por completo",
    gr: "Ελήφθησαν {amount}, επιστράφηκαν όλα",
  },
  "admin.bookings.payment.partially_refunded": {
    en: "{amount} received, {refunded} refunded",
    es: "{amount} recibidos, {refunded} reembolsados",
    gr: "Ελήφθησαν {amount}, επιστράφηκαν {refunded}",
  },
} satisfies TextTable;
