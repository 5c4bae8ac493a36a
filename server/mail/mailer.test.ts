import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer, mailDropFolder } from "./mailer.js";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-data-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the mailer without an SMTP server", () => {
  it("writes each mail as an .eml file to the mail drop, DATA_DIR/mail-drop, and logs it without the address", async () => {
    const lines: string[] = [];
    const log = pino(new Writable({ write: (chunk, _enc, done) => done(void lines.push(String(chunk))) }));
    const mailer = createMailer({ from: "Practice <hello@example.com>", mailDropDir: mailDropFolder(dataDir), log });

    const sent = await mailer.send({ to: "ana@example.es", subject: "Tu reserva", text: "Hasta el martes." });
    mailer.close();

    expect(mailDropFolder(dataDir)).toBe(path.join(dataDir, "mail-drop"));
    const files = fs.readdirSync(path.join(dataDir, "mail-drop"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dataDir, "mail-drop", files[0]!), "utf8");
    expect(eml).toContain("To: ana@example.es");
    expect(eml).toContain("Hasta el martes.");
    // What the outbox row keeps as the "server's answer" says where the mail went.
    expect(sent).toEqual({ response: "written to the mail drop" });
    const entry = JSON.parse(lines.join("")) as { msg: string; to: string; file: string };
    expect(entry).toMatchObject({ msg: "mail written to the mail drop", to: "*@example.es" });
    expect(entry.file).toBe(path.join(dataDir, "mail-drop", files[0]!));
  });
});
