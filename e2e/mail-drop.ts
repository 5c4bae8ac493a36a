import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The e2e server has no SMTP: mails land in its data folder's mail drop. The first match of
 * `pattern` in a mail to `email` (quoted-printable and base64 parts decoded), waiting for it.
 */
export async function linkInMailDrop(email: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const dir of fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith("site-e2e-"))) {
      const mailDrop = path.join(os.tmpdir(), dir, "mail-drop");
      if (!fs.existsSync(mailDrop)) continue;
      for (const file of fs.readdirSync(mailDrop)) {
        let raw = fs
          .readFileSync(path.join(mailDrop, file), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "=");
        if (!raw.includes(email)) continue;
        for (const block of raw.match(/(?:^[A-Za-z0-9+/=]{60,}\r?\n)+/gm) ?? []) raw += Buffer.from(block.replace(/\s+/g, ""), "base64").toString("utf8");
        const m = pattern.exec(raw);
        if (m) return m[0];
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${email}`);
}
