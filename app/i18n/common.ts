// UI texts shared by every screen. Each entry holds en, es and gr; a test checks none is missing.
import type { TextTable } from "./text-table";
export const common = {
  "site.tagline": {
    en: "Empowering individuals to optimize their nutrition and well-being through personalised, science-based guidance.",
    es: "Ayudamos a cada persona a optimizar su nutrición y bienestar con una guía personalizada y basada en la ciencia.",
    gr: "Βοηθάμε κάθε άνθρωπο να βελτιστοποιήσει τη διατροφή και την ευεξία του με εξατομικευμένη, επιστημονικά τεκμηριωμένη καθοδήγηση.",
  },
  "cta.book": { en: "Book a Consultation", es: "Reservar una consulta", gr: "Κλείστε ένα ραντεβού" },
  "state.loading": { en: "Loading...", es: "Cargando...", gr: "Φόρτωση..." },
  "paging.label": { en: "Pagination", es: "Paginación", gr: "Σελιδοποίηση" },
  "paging.previous": { en: "Previous page", es: "Página anterior", gr: "Προηγούμενη σελίδα" },
  "paging.next": { en: "Next page", es: "Página siguiente", gr: "Επόμενη σελίδα" },
  "paging.current": { en: "Page {n}", es: "Página {n}", gr: "Σελίδα {n}" },
} satisfies TextTable;
