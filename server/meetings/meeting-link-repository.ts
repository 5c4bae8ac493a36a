import crypto from "node:crypto";
import type { Database } from "../db/database.js";
import { practiceSetting } from "../practice/settings-store.js";

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

/** Her personal meeting link, set in the admin (the practice's settings). */
export function meetingSettingsRepository(db: Database) {
  const setting = practiceSetting(db, PERSONAL_LINK);
  return {
    async personalLink(): Promise<string | null> {
      return (await setting.read()) || null;
    },
    async setPersonalLink(url: string | null): Promise<void> {
      if (url) await setting.write(url);
      else await setting.remove();
    },
  };
}
