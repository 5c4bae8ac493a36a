import type { Language } from "../../languages.js";

// API texts of blogs, the editor's image upload and its link previews.
export const blogMessages = {
  unsupported_block_type: {
    en: "Unsupported block type. Use paragraph, header, list, image, quote, code, delimiter, table, embed or linkTool.",
    es: "Tipo de bloque no admitido. Usa paragraph, header, list, image, quote, code, delimiter, table, embed o linkTool.",
    gr: "Μη υποστηριζόμενος τύπος μπλοκ. Χρησιμοποιήστε paragraph, header, list, image, quote, code, delimiter, table, embed ή linkTool.",
  },
  link_address_refused: {
    en: "This address cannot be previewed.",
    es: "No se puede mostrar una vista previa de esta dirección.",
    gr: "Δεν είναι δυνατή η προεπισκόπηση αυτής της διεύθυνσης.",
  },
  link_fetch_failed: {
    en: "Couldn't fetch the link data",
    es: "No se pudieron obtener los datos del enlace",
    gr: "Δεν ήταν δυνατή η λήψη των δεδομένων του συνδέσμου",
  },
} as const satisfies Record<string, Record<Language, string>>;
