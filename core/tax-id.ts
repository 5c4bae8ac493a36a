/**
 * Spanish tax identification numbers and their check characters (Orden EHA/451/2008):
 * - NIF of a person: 8 digits and a letter, the letter being the number modulo 23 in TRWAGMYFPDXBNJZSQVHLCKE;
 * - NIE of a foreigner: X, Y or Z (read as 0, 1, 2), 7 digits and the same letter;
 * - NIF of an entity (formerly CIF): a letter for its kind, 7 digits and a control digit or letter.
 * Spaces, dots and hyphens people type between groups are ignored; letters may be lower case.
 */
const PERSON_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const ENTITY_CONTROL_LETTERS = "JABCDEFGHI";

/** The number as it is written on documents: upper case, without separators. */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s.\-/]/g, "").toUpperCase();
}

function personLetterOk(digits: string, letter: string): boolean {
  return PERSON_LETTERS[Number(digits) % 23] === letter;
}

function entityControlOk(kind: string, digits: string, control: string): boolean {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    // Digits in odd positions (1st, 3rd, …) are doubled and their own digits added.
    sum += i % 2 === 0 ? Math.floor((d * 2) / 10) + ((d * 2) % 10) : d;
  }
  const check = (10 - (sum % 10)) % 10;
  const letter = ENTITY_CONTROL_LETTERS[check];
  // Public bodies, foreign entities and the like end with a letter; companies with a digit; others either.
  if ("PQRSNW".includes(kind)) return control === letter;
  if ("ABEH".includes(kind)) return control === String(check);
  return control === String(check) || control === letter;
}

/** True for a Spanish NIF, NIE or entity NIF whose check character matches. */
export function isValidSpanishTaxId(value: string): boolean {
  const id = normalizeTaxId(value);
  let m = /^(\d{8})([A-Z])$/.exec(id);
  if (m) return personLetterOk(m[1]!, m[2]!);
  m = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (m) return personLetterOk(String("XYZ".indexOf(m[1]!)) + m[2]!, m[3]!);
  m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (m) return entityControlOk(m[1]!, m[2]!, m[3]!);
  return false;
}
