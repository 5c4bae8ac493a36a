import fs from "node:fs/promises";

/**
 * The mails written as .eml files when no mail server is set (SMTP_URL unset): a laptop or a
 * first try keeps every mail, but none of them reaches anyone. The admin is told how many
 * there are instead of being told they were delivered.
 */
export interface MailFiles {
  /** How many mails the folder holds. */
  count(): Promise<number>;
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
  };
}
