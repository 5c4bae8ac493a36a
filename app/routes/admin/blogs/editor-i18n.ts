import type { Language } from "../../../../core/languages";

// The block editor's own interface texts (Editor.js i18n dictionary). English keeps the
// wording of the contract ('Couldn't upload image. Please try another.', with a plain apostrophe,
// and 'Wrong response format from the server.' with its full stop).
type Dict = Record<string, unknown>;

const en: Dict = {
  tools: {
    image: { "Couldn’t upload image. Please try another.": "Couldn't upload image. Please try another." },
    linkTool: { "Wrong response format from the server": "Wrong response format from the server." },
  },
};

const es: Dict = {
  ui: {
    blockTunes: { toggler: { "Click to tune": "Pulsa para ajustar", "or drag to move": "o arrastra para mover" } },
    inlineToolbar: { converter: { "Convert to": "Convertir en" } },
    toolbar: { toolbox: { Add: "Añadir" } },
    popover: { Filter: "Filtrar", "Nothing found": "Nada encontrado", "Convert to": "Convertir en" },
  },
  toolNames: {
    Text: "Texto",
    Heading: "Encabezado",
    List: "Lista",
    "Unordered List": "Lista con viñetas",
    "Ordered List": "Lista numerada",
    Checklist: "Lista de verificación",
    Image: "Imagen",
    Quote: "Cita",
    Code: "Código",
    Delimiter: "Separador",
    Table: "Tabla",
    Link: "Enlace",
    Embed: "Insertar",
    Marker: "Resaltador",
    Bold: "Negrita",
    Italic: "Cursiva",
    InlineCode: "Código en línea",
    Underline: "Subrayado",
    "Convert to": "Convertir en",
  },
  tools: {
    image: {
      "Couldn’t upload image. Please try another.": "No se pudo subir la imagen. Prueba con otra.",
      "Select an Image": "Selecciona una imagen",
      "Enter a caption": "Escribe un pie de foto",
      // The image tool's own caption field (2.10 asks for "Caption", not "Enter a caption").
      Caption: "Pie de foto",
      "With border": "Con borde",
      "Stretch image": "Estirar imagen",
      "With background": "Con fondo",
    },
    linkTool: {
      Link: "Enlace",
      "Couldn't fetch the link data": "No se pudieron obtener los datos del enlace",
      "Couldn't get this link data, try the other one": "No se pudieron obtener los datos de este enlace, prueba con otro",
      "Wrong response format from the server": "Formato de respuesta del servidor incorrecto.",
    },
    link: { "Add a link": "Añade un enlace" },
    list: {
      Unordered: "Con viñetas",
      Ordered: "Numerada",
      Checklist: "Lista de verificación",
      "Start with": "Empezar en",
      "Counter type": "Tipo de numeración",
    },
    table: {
      "With headings": "Con encabezados",
      "Without headings": "Sin encabezados",
      "Add column to left": "Añadir columna a la izquierda",
      "Add column to right": "Añadir columna a la derecha",
      "Delete column": "Eliminar columna",
      "Add row above": "Añadir fila arriba",
      "Add row below": "Añadir fila abajo",
      "Delete row": "Eliminar fila",
    },
    header: { "Heading 2": "Encabezado 2", "Heading 3": "Encabezado 3", "Heading 4": "Encabezado 4" },
    quote: { "Enter a quote": "Escribe una cita", "Quote's author": "Autor de la cita" },
    embed: { "Enter a caption": "Escribe un pie" },
    stub: { "The block can not be displayed correctly.": "El bloque no se puede mostrar correctamente." },
  },
  blockTunes: {
    delete: { Delete: "Eliminar", "Click to delete": "Pulsa para eliminar" },
    moveUp: { "Move up": "Subir" },
    moveDown: { "Move down": "Bajar" },
  },
};

const gr: Dict = {
  ui: {
    blockTunes: { toggler: { "Click to tune": "Πατήστε για ρυθμίσεις", "or drag to move": "ή σύρετε για μετακίνηση" } },
    inlineToolbar: { converter: { "Convert to": "Μετατροπή σε" } },
    toolbar: { toolbox: { Add: "Προσθήκη" } },
    popover: { Filter: "Φίλτρο", "Nothing found": "Δεν βρέθηκε τίποτα", "Convert to": "Μετατροπή σε" },
  },
  toolNames: {
    Text: "Κείμενο",
    Heading: "Επικεφαλίδα",
    List: "Λίστα",
    "Unordered List": "Λίστα με κουκκίδες",
    "Ordered List": "Αριθμημένη λίστα",
    Checklist: "Λίστα ελέγχου",
    Image: "Εικόνα",
    Quote: "Παράθεση",
    Code: "Κώδικας",
    Delimiter: "Διαχωριστικό",
    Table: "Πίνακας",
    Link: "Σύνδεσμος",
    Embed: "Ενσωμάτωση",
    Marker: "Επισήμανση",
    Bold: "Έντονα",
    Italic: "Πλάγια",
    InlineCode: "Κώδικας κειμένου",
    Underline: "Υπογράμμιση",
    "Convert to": "Μετατροπή σε",
  },
  tools: {
    image: {
      "Couldn’t upload image. Please try another.": "Δεν ήταν δυνατή η μεταφόρτωση της εικόνας. Δοκιμάστε άλλη.",
      "Select an Image": "Επιλέξτε εικόνα",
      "Enter a caption": "Γράψτε λεζάντα",
      Caption: "Λεζάντα",
      "With border": "Με περίγραμμα",
      "Stretch image": "Επέκταση εικόνας",
      "With background": "Με φόντο",
    },
    linkTool: {
      Link: "Σύνδεσμος",
      "Couldn't fetch the link data": "Δεν ήταν δυνατή η λήψη των στοιχείων του συνδέσμου",
      "Couldn't get this link data, try the other one": "Δεν ήταν δυνατή η λήψη των στοιχείων αυτού του συνδέσμου, δοκιμάστε άλλον",
      "Wrong response format from the server": "Λανθασμένη μορφή απάντησης από τον διακομιστή.",
    },
    link: { "Add a link": "Προσθέστε σύνδεσμο" },
    list: { Unordered: "Με κουκκίδες", Ordered: "Αριθμημένη", Checklist: "Λίστα ελέγχου", "Start with": "Έναρξη από", "Counter type": "Τύπος αρίθμησης" },
    table: {
      "With headings": "Με επικεφαλίδες",
      "Without headings": "Χωρίς επικεφαλίδες",
      "Add column to left": "Στήλη αριστερά",
      "Add column to right": "Στήλη δεξιά",
      "Delete column": "Διαγραφή στήλης",
      "Add row above": "Γραμμή από πάνω",
      "Add row below": "Γραμμή από κάτω",
      "Delete row": "Διαγραφή γραμμής",
    },
    header: { "Heading 2": "Επικεφαλίδα 2", "Heading 3": "Επικεφαλίδα 3", "Heading 4": "Επικεφαλίδα 4" },
    quote: { "Enter a quote": "Γράψτε μια παράθεση", "Quote's author": "Συγγραφέας παράθεσης" },
    embed: { "Enter a caption": "Γράψτε λεζάντα" },
    stub: { "The block can not be displayed correctly.": "Το μπλοκ δεν μπορεί να εμφανιστεί σωστά." },
  },
  blockTunes: {
    delete: { Delete: "Διαγραφή", "Click to delete": "Πατήστε για διαγραφή" },
    moveUp: { "Move up": "Μετακίνηση πάνω" },
    moveDown: { "Move down": "Μετακίνηση κάτω" },
  },
};

export const editorMessages: Record<Language, Dict> = { en, es, gr };
