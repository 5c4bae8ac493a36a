/** Just enough MIME parsing to assert on what a mail says: headers, text part, HTML part. */
export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const headText = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const head: Record<string, string> = {};
  for (const line of headText.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) head[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { head, body };
}

function decodeQp(s: string): string {
  const bytes: number[] = [];
  const soft = s.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const m = soft[i] === "=" ? /^[0-9A-F]{2}$/i.exec(soft.slice(i + 1, i + 3)) : null;
    if (m) {
      bytes.push(parseInt(m[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(body: string, encoding = ""): string {
  const e = encoding.toLowerCase();
  if (e === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (e === "quoted-printable") return decodeQp(body);
  return body;
}

/** =?UTF-8?Q?…?= and =?UTF-8?B?…?= words of a header. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQp(text.replace(/_/g, " ")),
    );
}

export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw);
  const out: ParsedMail = { headers: head, subject: decodeWords(head.subject ?? ""), text: "", html: "" };
  const walk = (headers: Record<string, string>, content: string) => {
    const type = headers["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const part of content.split(`--${boundary}`).slice(1)) {
        if (part.startsWith("--")) break;
        const p = splitHead(part.replace(/^\r?\n/, ""));
        walk(p.head, p.body);
      }
    } else if (/^text\/html/i.test(type)) out.html += decodeBody(content, headers["content-transfer-encoding"]);
    else if (/^text\/plain/i.test(type)) out.text += decodeBody(content, headers["content-transfer-encoding"]);
  };
  walk(head, body);
  return out;
}
