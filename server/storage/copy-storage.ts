import crypto from "node:crypto";
import type { Storage } from "./storage.js";

export interface CopyReport {
  copied: number;
  /** Already at the target with the same size (and content, when the target knows its MD5). */
  unchanged: number;
  failed: { key: string; error: string }[];
}

/**
 * Copies every file of the given folders from one storage to another. Files the target
 * already holds unchanged are left alone, so the copy can be run again after a failure or
 * while the old instance still takes uploads, and only the difference moves.
 */
export async function copyStorage(
  from: Storage,
  to: Storage,
  folders: string[],
  onFile?: (key: string, action: "copied" | "unchanged" | "failed") => void,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, unchanged: 0, failed: [] };
  for (const folder of folders) {
    const present = new Map((await to.list(folder)).map((f) => [f.key, f]));
    for (const file of await from.list(folder)) {
      try {
        const there = present.get(file.key);
        const data = await from.get(file.key);
        if (!data) continue; // deleted since the listing
        const same = there && there.size === data.length && (!there.md5 || there.md5 === crypto.createHash("md5").update(data).digest("hex"));
        if (same) {
          report.unchanged++;
          onFile?.(file.key, "unchanged");
          continue;
        }
        await to.put(file.key, data);
        report.copied++;
        onFile?.(file.key, "copied");
      } catch (e) {
        report.failed.push({ key: file.key, error: (e as Error).message });
        onFile?.(file.key, "failed");
      }
    }
  }
  return report;
}
