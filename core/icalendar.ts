// Writing iCalendar (RFC 5545) safely: every calendar the site produces goes through these,
// so a value can never start a line, a property or a component of its own. The booking
// attachment and the calendar feed share them.

/** C0 controls and DEL, and the bidi embeddings, overrides and isolates. */
const CONTROLS = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;
const CONTROLS_BUT_TAB_AND_LF = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

/**
 * What a TEXT value may hold before escaping: every line break (CRLF, CR or LF) as LF, no
 * other control. For writers that escape on their own (ical.js escapes LF, not a lone CR).
 */
export function plainText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROLS_BUT_TAB_AND_LF, "");
}

/**
 * A TEXT value (§3.3.11): backslash, semicolon and comma escaped, every line break written as
 * \n. Other controls have no place in TEXT and are dropped.
 */
export function escapeText(value: string): string {
  return plainText(value)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n");
}

/**
 * A parameter value: a plain keyword as it is (ROLE=REQ-PARTICIPANT), anything else quoted.
 * Quotes and carets are written as RFC 6868 has it (^' ^^); a display name needs no line
 * break, so controls become one space.
 */
export function paramValue(value: string): string {
  if (/^[A-Za-z0-9-]+$/.test(value)) return value;
  const clean = value.replace(/[\u0000-\u001F\u007F]+/g, " ").replace(CONTROLS, "");
  return `"${clean.replace(/\^/g, "^^").replace(/"/g, "^'")}"`;
}

/** A value that is not TEXT (a URI, a UID): nothing that could end the line or hide itself. */
export function uriValue(value: string): string {
  return value.replace(CONTROLS, "");
}

/**
 * One unfolded content line. `value` must already be in its type's form: escapeText() for
 * TEXT, uriValue() for URIs, or a date, number or keyword the caller wrote.
 */
export function property(name: string, value: string, params: Record<string, string> = {}): string {
  const list = Object.entries(params)
    .map(([k, v]) => `;${k}=${paramValue(v)}`)
    .join("");
  return `${name}${list}:${value}`;
}

const utf8 = new TextEncoder();

/**
 * Folds a content line so no physical line is longer than 75 octets (§3.1): counted in UTF-8
 * bytes, not characters, and never inside a character. A continuation line starts with one
 * space, which counts toward its 75.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = utf8.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** A whole iCalendar object: every line folded and ended with CRLF. */
export function calendarText(lines: readonly string[]): string {
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
