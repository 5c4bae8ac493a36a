/**
 * Whether an address is a path on this site (links and images may point there). Browsers read
 * a backslash as a slash and drop tabs and newlines anywhere in a URL, so "/\evil.example" and
 * "/\t/evil.example" both lead to //evil.example, another site: a path on this site starts
 * with one slash not followed by another, and holds no backslash, whitespace or control character.
 */
export function isSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url) && !/[\\\s\u0000-\u001f\u007f]/.test(url);
}
