// What an admin form says beside a field the API's schema refuses (app/routes/admin/field-errors.ts):
// the general texts of the schemas' rules, then each form's own, which say what to type.
import type { TextTable } from "./text-table";
export const adminForms = {
  "admin.form.required": { en: "Fill in this field.", es: "Rellena este campo.", gr: "Συμπληρώστε αυτό το πεδίο." },
  "admin.form.tooLong": {
    en: "Shorten it to {max} characters or fewer.",
    es: "Acórtalo a {max} caracteres como máximo.",
    gr: "Συντομεύστε το σε {max} χαρακτήρες το πολύ.",
  },
  "admin.form.lineCharacters": {
    en: "Remove the line breaks, tabs or invisible characters from this field.",
    es: "Quita de este campo los saltos de línea, las tabulaciones o los caracteres invisibles.",
    gr: "Αφαιρέστε από αυτό το πεδίο τις αλλαγές γραμμής, τους στηλοθέτες ή τους αόρατους χαρακτήρες.",
  },
  "admin.form.textCharacters": {
    en: "Remove the invisible characters (often pasted from another program) from this text.",
    es: "Quita de este texto los caracteres invisibles (suelen venir de pegar desde otro programa).",
    gr: "Αφαιρέστε από αυτό το κείμενο τους αόρατους χαρακτήρες (συνήθως προέρχονται από επικόλληση από άλλο πρόγραμμα).",
  },
  "admin.form.link": {
    en: "Enter a full link that starts with https://.",
    es: "Escribe un enlace completo que empiece por https://.",
    gr: "Γράψτε έναν πλήρη σύνδεσμο που ξεκινά με https://.",
  },
  "admin.form.wholeNumber": {
    en: "Enter a whole number, without decimals.",
    es: "Escribe un número entero, sin decimales.",
    gr: "Γράψτε έναν ακέραιο αριθμό, χωρίς δεκαδικά.",
  },
  "admin.form.invalid": { en: "Check this value.", es: "Revisa este valor.", gr: "Ελέγξτε αυτή την τιμή." },

  "admin.form.plan.title": { en: "Write the plan's title.", es: "Escribe el título del plan.", gr: "Γράψτε τον τίτλο του προγράμματος." },
  "admin.form.plan.description": {
    en: "Describe the plan in a few lines.",
    es: "Describe el plan en unas líneas.",
    gr: "Περιγράψτε το πρόγραμμα σε λίγες γραμμές.",
  },
  "admin.form.plan.price": {
    en: "Enter the price in whole euros, such as 60 (0 if it is free).",
    es: "Escribe el precio en euros, sin céntimos, como 60 (0 si es gratis).",
    gr: "Γράψτε την τιμή σε ολόκληρα ευρώ, π.χ. 60 (0 αν είναι δωρεάν).",
  },
  "admin.form.plan.order": {
    en: "Enter a whole number, such as 1, 2 or 3: lower numbers come first.",
    es: "Escribe un número entero, como 1, 2 o 3: los más bajos van primero.",
    gr: "Γράψτε έναν ακέραιο αριθμό, π.χ. 1, 2 ή 3: οι μικρότεροι εμφανίζονται πρώτοι.",
  },
  "admin.form.plan.duration": {
    en: "Enter the minutes in steps of 5, from 5 to 480, or leave it empty for the standard session length.",
    es: "Escribe los minutos en múltiplos de 5, de 5 a 480, o déjalo vacío para la duración estándar de la sesión.",
    gr: "Γράψτε τα λεπτά σε βήματα του 5, από 5 έως 480, ή αφήστε το κενό για τη συνήθη διάρκεια συνεδρίας.",
  },
  "admin.form.plan.paymentLink": {
    en: "Enter a full link that starts with https://, or leave it empty.",
    es: "Escribe un enlace completo que empiece por https://, o déjalo vacío.",
    gr: "Γράψτε έναν πλήρη σύνδεσμο που ξεκινά με https://, ή αφήστε το κενό.",
  },
  "admin.form.plan.bundleSessions": {
    en: "Enter from 2 to 50 sessions, or leave it empty if the plan is not sold as a bundle.",
    es: "Escribe de 2 a 50 sesiones, o déjalo vacío si el plan no se vende como bono.",
    gr: "Γράψτε από 2 έως 50 συνεδρίες, ή αφήστε το κενό αν το πρόγραμμα δεν πωλείται ως πακέτο.",
  },
  "admin.form.plan.bundleIncomplete": {
    en: "A bundle also needs its price and how many months it lasts.",
    es: "Un bono necesita también su precio y los meses que dura.",
    gr: "Ένα πακέτο χρειάζεται επίσης την τιμή του και πόσους μήνες ισχύει.",
  },
  "admin.form.plan.bundlePrice": {
    en: "Enter the bundle's price in whole euros, such as 250.",
    es: "Escribe el precio del bono en euros, sin céntimos, como 250.",
    gr: "Γράψτε την τιμή του πακέτου σε ολόκληρα ευρώ, π.χ. 250.",
  },
  "admin.form.plan.validityMonths": {
    en: "Enter how many months the bundle lasts, from 1 to 36.",
    es: "Escribe cuántos meses dura el bono, de 1 a 36.",
    gr: "Γράψτε πόσους μήνες ισχύει το πακέτο, από 1 έως 36.",
  },

  "admin.form.blog.title": { en: "Write the article's title.", es: "Escribe el título del artículo.", gr: "Γράψτε τον τίτλο του άρθρου." },
  "admin.form.blog.publishedDate": {
    en: "Choose a date, or leave it empty to keep the article as a draft.",
    es: "Elige una fecha, o déjala vacía para guardar el artículo como borrador.",
    gr: "Επιλέξτε μια ημερομηνία, ή αφήστε την κενή για να μείνει το άρθρο πρόχειρο.",
  },
  "admin.form.blog.slug": {
    en: "Use only lowercase letters, numbers and hyphens, such as healthy-breakfast.",
    es: "Usa solo minúsculas, números y guiones, como desayuno-saludable.",
    gr: "Χρησιμοποιήστε μόνο πεζά λατινικά, αριθμούς και παύλες, π.χ. ygieino-proino.",
  },

  "admin.form.credit.change": {
    en: "Enter a whole number from 1 to 50 to grant credits, or from −1 to −50 to remove them.",
    es: "Escribe un número entero de 1 a 50 para dar créditos, o de −1 a −50 para quitarlos.",
    gr: "Γράψτε έναν ακέραιο από 1 έως 50 για να δώσετε μονάδες, ή από −1 έως −50 για να τις αφαιρέσετε.",
  },
  "admin.form.credit.reason": {
    en: "Write the reason: it stays in the client's history of credits.",
    es: "Escribe el motivo: queda en el historial de créditos del cliente.",
    gr: "Γράψτε την αιτία: μένει στο ιστορικό μονάδων του πελάτη.",
  },
  "admin.form.refund.amount": {
    en: "Enter an amount in euros, such as 60 or 59.50, or leave it empty to refund the unused part.",
    es: "Escribe un importe en euros, como 60 o 59,50, o déjalo vacío para reembolsar la parte no usada.",
    gr: "Γράψτε ένα ποσό σε ευρώ, π.χ. 60 ή 59,50, ή αφήστε το κενό για να επιστραφεί το αχρησιμοποίητο μέρος.",
  },

  "admin.form.food.name": {
    en: "Give the food a name in at least one language.",
    es: "Pon nombre al alimento en al menos un idioma.",
    gr: "Δώστε όνομα στο τρόφιμο σε τουλάχιστον μία γλώσσα.",
  },
  "admin.form.food.energy": {
    en: "Enter the kilocalories in 100 g, from 0 to 900, such as 250.",
    es: "Escribe las kilocalorías por 100 g, de 0 a 900, como 250.",
    gr: "Γράψτε τις θερμίδες (kcal) ανά 100 g, από 0 έως 900, π.χ. 250.",
  },
  "admin.form.food.grams": {
    en: "Enter the grams in 100 g, from 0 to 100, such as 12.5.",
    es: "Escribe los gramos por 100 g, de 0 a 100, como 12,5.",
    gr: "Γράψτε τα γραμμάρια ανά 100 g, από 0 έως 100, π.χ. 12,5.",
  },
  "admin.form.food.macros": {
    en: "Protein, fat and carbohydrate add up to more than 100 g in 100 g: check these three.",
    es: "Proteínas, grasas e hidratos suman más de 100 g por cada 100 g: revisa los tres.",
    gr: "Πρωτεΐνες, λιπαρά και υδατάνθρακες ξεπερνούν μαζί τα 100 g ανά 100 g: ελέγξτε τα τρία.",
  },
  "admin.form.food.measureGrams": {
    en: "Enter how many grams the measure weighs, such as 30 (up to 5000).",
    es: "Escribe cuántos gramos pesa la medida, como 30 (hasta 5000).",
    gr: "Γράψτε πόσα γραμμάρια ζυγίζει η μερίδα, π.χ. 30 (έως 5000).",
  },

  "admin.form.progress.value": {
    en: "Enter a positive number below 10,000, such as 64.5.",
    es: "Escribe un número positivo menor de 10 000, como 64,5.",
    gr: "Γράψτε έναν θετικό αριθμό κάτω από 10.000, π.χ. 64,5.",
  },
  "admin.form.progress.date": { en: "Choose the day it was measured.", es: "Elige el día en que se midió.", gr: "Επιλέξτε την ημέρα της μέτρησης." },
  "admin.form.progress.kindName": {
    en: "Name the measurement, such as Arm.",
    es: "Pon nombre a la medida, como Brazo.",
    gr: "Ονομάστε τη μέτρηση, π.χ. Μπράτσο.",
  },
  "admin.form.progress.kindUnit": { en: "Write its unit, such as cm.", es: "Escribe su unidad, como cm.", gr: "Γράψτε τη μονάδα της, π.χ. cm." },
  "admin.form.progress.goal": {
    en: "Enter a positive number, such as 64.5, or leave it empty to remove the goal.",
    es: "Escribe un número positivo, como 64,5, o déjalo vacío para quitar el objetivo.",
    gr: "Γράψτε έναν θετικό αριθμό, π.χ. 64,5, ή αφήστε το κενό για να αφαιρεθεί ο στόχος.",
  },
  "admin.form.journal.comment": {
    en: "Write your comment before sending it.",
    es: "Escribe tu comentario antes de enviarlo.",
    gr: "Γράψτε το σχόλιό σας πριν το στείλετε.",
  },

  "admin.form.mealPlan.name": {
    en: "Give the plan a name, such as Week 1.",
    es: "Pon nombre al plan, como Semana 1.",
    gr: "Δώστε όνομα στο πρόγραμμα, π.χ. Εβδομάδα 1.",
  },
  "admin.form.mealPlan.dayName": { en: "Name the day, such as Monday.", es: "Pon nombre al día, como Lunes.", gr: "Ονομάστε την ημέρα, π.χ. Δευτέρα." },
} satisfies TextTable;
