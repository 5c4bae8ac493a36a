import fs from "node:fs/promises";
import path from "node:path";

/**
 * The mails written as .eml files when no mail server is set (SMTP_URL unset): a laptop or a
 * first try keeps every mail, but none of them reaches anyone. The admin is told how many
 * there are instead of being told they were delivered.
 */
export interface MailFiles {
  /** How many mails the folder holds. */
  count(): Promise<number>;
  /** Deletes every mail to, from or about an address (it is in a header of each); answers how many. */
  forget(email: string): Promise<number>;
}

export function mailFiles(dir: string): MailFiles {
  const names = async () => {
    try {
      return (await fs.readdir(dir)).filter((n) => n.endsWith(".eml"));
    } catch (e) {
      // No mail written yet: the folder is made with the first one.
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw e;
    }
  };
  return {
    async count() {
      return (await names()).length;
    },
    async forget(email) {
      // Addresses are ASCII in the headers that carry them (To, Reply-To); latin1 keeps every
      // byte of the file as one character, whatever the body's encoding.
      const needle = email.trim().toLowerCase();
      let removed = 0;
      for (const name of await names()) {
        const file = path.join(dir, name);
        const text = await fs.readFile(file, "latin1").catch(() => "");
        if (!text.toLowerCase().includes(needle)) continue;
        await fs.rm(file, { force: true });
        removed++;
      }
      return removed;
    },
  };
}
