import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, type Page } from "@playwright/test";
import { startMailbox } from "../test/mailbox";
import { startServer, type ServerProcess } from "../test/server-process";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./admin-helpers";
import { BASE_PORT } from "./ports";

type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/**
 * For journeys that must read, or refuse, the mail the site sends: a server of their own on
 * E2E_PORT + offset, with a fresh data folder and the demo content, sending to a real SMTP
 * server (test/mailbox.ts), beside the shared e2e server (which writes mail to files).
 * Call it once at the top of a spec file: it registers the file's start and stop hooks, runs
 * its tests in order, and points their pages at this server.
 */
export function withOwnServer(name: string, offset: number) {
  const port = BASE_PORT + offset;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-e2e-${name}-`));
  const shots = path.join(os.tmpdir(), `${name}-screens`);
  let mailbox: Mailbox | undefined;
  let server: ServerProcess | undefined;

  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    fs.mkdirSync(shots, { recursive: true });
    mailbox = await startMailbox();
    server = await startServer(
      {
        DATA_DIR: dataDir,
        SMTP_URL: mailbox.url,
        SEED_DEMO: "true",
        RATE_LIMITS: "false",
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        NUTRITIONIST_EMAIL: "elena@practice.test",
      },
      { port, timeoutMs: 60_000 },
    );
  });
  test.afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await mailbox?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    /** The SMTP server this site sends to (started before the first test). */
    get mailbox(): Mailbox {
      if (!mailbox) throw new Error("the mailbox starts in beforeAll");
      return mailbox;
    },
    /** Where this file's screenshots go, one folder per journey. */
    shots,
    /** A full-page screenshot named after the project (desktop or phone) and the step. */
    shot: (page: Page, step: string) => page.screenshot({ path: path.join(shots, `${test.info().project.name}-${step}.png`), fullPage: true }),
  };
}
