// Just enough MIME to read what the test SMTP server received: the parts of a multipart mail,
// decoded, and the properties of an iCalendar attachment.

export interface MimePart {
  headers: Record<string, string>;
  body: string;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function decode(body: string, encoding = ""): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) {
    // Byte by byte (a quoted-printable body is 7-bit), so that a literal "%0A" in the text, as
    // in a link's query, stays as it was sent.
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** Every leaf part of a mail (the mail itself when not multipart), with decoded bodies. */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  if (!boundary) return [{ headers, body: decode(body, headers["content-transfer-encoding"]) }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith("--"))
    .flatMap((p) => mimeParts(p.replace(/^\r?\n/, "")));
}

export function header(raw: string, name: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  return parseHeaders(raw.slice(0, split))[name.toLowerCase()] ?? "";
}

/** The decoded subject (nodemailer encodes non-ASCII subjects as RFC 2047 words). */
export function subject(raw: string): string {
  return header(raw, "subject").replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decode(text.replace(/_/g, " "), "quoted-printable"),
  );
}

export function textBody(raw: string): string {
  return mimeParts(raw).find((p) => /text\/plain/i.test(p.headers["content-type"] ?? "text/plain"))?.body ?? "";
}

/** The VEVENT properties of the mail's text/calendar part, unfolded and unescaped. */
export function icsOf(raw: string): { method: string; event: Record<string, string>; text: string } | null {
  const part = mimeParts(raw).find((p) => /text\/calendar/i.test(p.headers["content-type"] ?? ""));
  if (!part) return null;
  const text = part.body;
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split(/\r\n/)
    .filter(Boolean);
  if (lines[0] !== "BEGIN:VCALENDAR" || lines.at(-1) !== "END:VCALENDAR") throw new Error("not an iCalendar object");
  for (const l of text.split("\r\n")) if (Buffer.byteLength(l) > 75) throw new Error(`line longer than 75 octets: ${l}`);
  const event: Record<string, string> = {};
  let inEvent = false;
  let method = "";
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") inEvent = true;
    else if (line === "END:VEVENT") inEvent = false;
    const i = line.indexOf(":");
    const name = line.slice(0, i).split(";")[0]!;
    const value = line
      .slice(i + 1)
      .replace(/\\n/g, "\n")
      .replace(/\\([,;\\])/g, "$1");
    if (name === "METHOD") method = value;
    if (inEvent) event[name] = value;
  }
  return { method, event, text };
}
