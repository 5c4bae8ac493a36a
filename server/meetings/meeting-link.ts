import crypto from "node:crypto";
import type { Database } from "../db/database.js";
import { nowIso } from "../db/database.js";

const PERSONAL_LINK = "meeting_link";

/**
 * A booking's video meeting: her fixed personal link (Zoom, Google Meet) when she has set one,
 * otherwise a room of its own on Jitsi Meet (MEETING_BASE_URL). The room name carries 128
 * random bits, so it cannot be guessed from another booking's.
 */
export function newMeetingUrl(baseUrl: string, personalLink: string | null): string {
  if (personalLink) return personalLink;
  const room = `Consultation-${crypto.randomBytes(16).toString("hex")}`;
  return `${baseUrl.replace(/\/+$/, "")}/${room}`;
}

/** Her personal meeting link, set in the admin (practice_settings). */
export function meetingSettingsRepository(db: Database) {
  return {
    async personalLink(): Promise<string | null> {
      const row = await db.selectFrom("practice_settings").select("value").where("key", "=", PERSONAL_LINK).executeTakeFirst();
      return row?.value || null;
    },
    async setPersonalLink(url: string | null): Promise<void> {
      if (!url) {
        await db.deleteFrom("practice_settings").where("key", "=", PERSONAL_LINK).execute();
        return;
      }
      const values = { value: url, updated_at: nowIso() };
      await db
        .insertInto("practice_settings")
        .values({ key: PERSONAL_LINK, ...values })
        .onConflict((oc) => oc.column("key").doUpdateSet(values))
        .execute();
    },
  };
}
