// The follow-up invitation: a plan may set an interval in weeks; that long after a session
// of it was completed, one mail invites her, in her language, to book the follow-up with the
// plan already chosen, unless she has booked again or declined these reminders. The claim is
// the invitation's row (one per booking), so any number of instances may run the job.
import crypto from "node:crypto";
import type { ServiceDeps } from "../service-deps.js";
import { siteSecret } from "../db/site-secrets.js";
import { clock } from "../kernel/clock.js";
import { isLanguage, type Language } from "../../core/languages.js";
import { followUpMail } from "./mails.js";
import { practiceMailContext } from "../practice/practice-mail.js";

const WEEK_MS = 7 * 86_400_000;

export function followUps(app: ServiceDeps) {
  const db = app.db;
  const publicUrl = app.config.PUBLIC_URL.replace(/\/$/, "");
  const sign = async (clientId: number) =>
    crypto
      .createHmac("sha256", await siteSecret(db, "follow-up-decline"))
      .update(String(clientId))
      .digest("base64url");

  return {
    async intervals(): Promise<{ service_plan_id: number; weeks: number }[]> {
      return db.selectFrom("plan_follow_ups").selectAll().orderBy("service_plan_id").execute();
    },

    /** Sets a plan's interval (null: no follow-up); false if there is no such plan. */
    async setInterval(planId: number, weeks: number | null): Promise<boolean> {
      const plan = await db.selectFrom("service_plans").select("id").where("id", "=", planId).executeTakeFirst();
      if (!plan) return false;
      if (weeks === null) await db.deleteFrom("plan_follow_ups").where("service_plan_id", "=", planId).execute();
      else
        await db
          .insertInto("plan_follow_ups")
          .values({ service_plan_id: planId, weeks })
          .onConflict((oc) => oc.column("service_plan_id").doUpdateSet({ weeks }))
          .execute();
      return true;
    },

    declineUrl: async (clientId: number) =>
      `${publicUrl}${app.config.API_BASE_PATH}/clients/follow_up/decline?client=${clientId}&token=${await sign(clientId)}`,

    /** Her client id when the link is right, else null. */
    async checkDecline(client: string | undefined, token: string | undefined): Promise<number | null> {
      const id = Number(client);
      if (!Number.isInteger(id) || id <= 0 || !token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const expected = Buffer.from(await sign(id));
      return crypto.timingSafeEqual(expected, Buffer.from(token)) ? id : null;
    },

    async decline(clientId: number): Promise<boolean> {
      const r = await db
        .updateTable("clients")
        .set({ follow_up_declined_at: clock.now().toISOString() })
        .where("id", "=", clientId)
        .where("follow_up_declined_at", "is", null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0 || Boolean(await db.selectFrom("clients").select("id").where("id", "=", clientId).executeTakeFirst());
    },

    /** Queues the invitations now due; answers how many. */
    async run(now = clock.now()): Promise<number> {
      const due = await db
        .selectFrom("bookings as b")
        .innerJoin("plan_follow_ups as f", "f.service_plan_id", "b.service_plan_id")
        .innerJoin("clients as c", "c.id", "b.client_id")
        .select(["b.id", "b.client_id", "b.start_at", "b.service_plan_id", "b.service_plan_title", "f.weeks", "c.email", "c.language"])
        .where("b.status", "=", "completed")
        .where("c.follow_up_declined_at", "is", null)
        .where("b.personal_data_erased_at", "is", null)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("follow_up_invitations as i").select("i.booking_id").whereRef("i.booking_id", "=", "b.id"))),
        )
        // Booked again since (a later session, to come or held): no reminder.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("bookings as later")
                .select("later.id")
                .whereRef("later.client_id", "=", "b.client_id")
                .whereRef("later.start_at", ">", "b.start_at")
                .where("later.status", "in", ["pending_payment", "confirmed", "completed"]),
            ),
          ),
        )
        .execute();
      let sent = 0;
      const signer = due.length ? await practiceMailContext(app.repos, app.config) : null;
      for (const b of due) {
        if (Date.parse(b.start_at ?? "") + b.weeks * WEEK_MS > now.getTime()) continue;
        const lang: Language = isLanguage(b.language) ? b.language : "en";
        const decline = await this.declineUrl(b.client_id!);
        const claimed = await app.mails.transaction(async (trx, queue) => {
          const claim = await trx
            .insertInto("follow_up_invitations")
            .values({ booking_id: b.id, created_at: now.toISOString() })
            .onConflict((oc) => oc.column("booking_id").doNothing())
            .returning("booking_id")
            .executeTakeFirst();
          if (!claim) return false;
          await queue(trx, [{ kind: "follow_up_invitation", bookingId: b.id, mail: followUpMail(signer!, b, lang, publicUrl, decline) }]);
          return true;
        });
        if (claimed) sent++;
      }
      return sent;
    },
  };
}
