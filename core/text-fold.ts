/**
 * A text as search compares it: lower case, without accents or other marks, Greek final sigma
 * as medial (so "φακές" and "ΦΑΚΕΣ" both read "φακεσ"), runs of spaces and punctuation as one
 * space. The same function writes the stored search column and reads the query.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ς/g, "σ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
