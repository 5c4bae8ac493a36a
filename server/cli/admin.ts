/**
 * Admin accounts from the command line:
 *   npm run admin -- create <email>         create an admin
 *   npm run admin -- set-password <email>   set a new password (ends every session of that admin)
 * The password is prompted for (twice, hidden) or read from the first line of stdin,
 * never taken from the arguments.
 */
import { z } from "zod";
import { openDatabase } from "../bootstrap.js";
import { authRepository } from "../auth/repository.js";
import { fail, loadCliConfig } from "./cli-config.js";
import { readSecret } from "./read-secret.js";

const MIN_PASSWORD = 10;
const USAGE = "usage: npm run admin -- create <email> | set-password <email>   (password from the prompt or stdin)";

async function askPassword(): Promise<string> {
  const password = await readSecret("New password: ");
  if (password.length < MIN_PASSWORD) fail(`The password must be at least ${MIN_PASSWORD} characters.`);
  if (process.stdin.isTTY && (await readSecret("Repeat it: ")) !== password) fail("The two passwords differ.");
  return password;
}

async function main() {
  const [command, rawEmail, ...rest] = process.argv.slice(2);
  if (!command || !rawEmail || rest.length || !["create", "set-password"].includes(command)) fail(USAGE, 64);
  const email = z.string().trim().toLowerCase().email().safeParse(rawEmail);
  if (!email.success) fail(`Not an email address: ${rawEmail}`, 64);

  const config = loadCliConfig();
  const db = await openDatabase(config);
  try {
    const auth = authRepository(db, config.SESSION_TTL_HOURS);
    const existing = await auth.findAdminByEmail(email.data);
    if (command === "create") {
      if (existing) fail(`An admin ${email.data} already exists; use set-password to change the password.`);
      await auth.createAdmin(email.data, await askPassword());
      console.log(`Admin ${email.data} created.`);
    } else {
      if (!existing) fail(`No admin ${email.data}.`);
      await auth.setPassword(existing.id, await askPassword());
      console.log(`Password of ${email.data} changed; every session of that admin has ended.`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
