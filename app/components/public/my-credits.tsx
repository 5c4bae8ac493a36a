import { useEffect, useState, type FormEvent } from "react";
import type { Credits } from "../../../core/schemas/bundle";
import type { MyBookings } from "../../../core/schemas/client";
import { intlLocale } from "../../../core/languages";
import { BUSINESS_TIME_ZONE } from "../../../core/booking-rules";
import { useLanguage, useT } from "../../i18n";
import { ApiRequestError } from "../../lib/site-api";
import { useBrowserApi } from "../../lib/use-api";

/**
 * Her bundles on /my-bookings: the balance, each bundle, and a session booked with a credit
 * (a day, then one of its free times). Shown only when she has bought a bundle or been given credits.
 */
export function MyCredits({ client, onBooked }: { client: MyBookings["client"]; onBooked: () => void }) {
  const t = useT();
  const lang = useLanguage();
  const api = useBrowserApi();
  const [credits, setCredits] = useState<Credits | null>(null);
  const [date, setDate] = useState("");
  const [times, setTimes] = useState<string[] | null>(null);
  const [time, setTime] = useState("");
  const [status, setStatus] = useState<{ kind: "idle" | "sending" | "booked" } | { kind: "error"; message: string }>({ kind: "idle" });
  const planId = credits?.bundles.find((b) => b.plan_id !== null)?.plan_id ?? null;

  useEffect(() => {
    void api.bundles.mine().then(setCredits, () => setCredits(null));
  }, [api]);
  useEffect(() => {
    setTime("");
    setTimes(null);
    if (!date || planId === null) return;
    let live = true;
    void api.bookings.availableTimes(date, planId).then(
      (r) => live && setTimes(r.available_times),
      () => live && setTimes([]),
    );
    return () => {
      live = false;
    };
  }, [api, date, planId]);

  if (!credits || (credits.bundles.length === 0 && credits.available === 0)) return null;
  const day = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(intlLocale(lang), { timeZone: BUSINESS_TIME_ZONE, dateStyle: "long" }).format(new Date(iso)) : "—";

  async function book(e: FormEvent) {
    e.preventDefault();
    if (planId === null) return;
    setStatus({ kind: "sending" });
    try {
      await api.bookings.create({
        service_plan_id: planId,
        date,
        time,
        name: client.name,
        email: client.email,
        phone_number: client.phone,
        language: lang,
        pay_with: "credit",
      });
      setStatus({ kind: "booked" });
      setDate("");
      setCredits(await api.bundles.mine());
      onBooked();
    } catch (err) {
      setStatus({ kind: "error", message: err instanceof ApiRequestError ? err.message : t("credits.failed") });
    }
  }

  return (
    <section className="manage__section" aria-labelledby="mine-credits">
      <h2 id="mine-credits">{t("credits.title")}</h2>
      <p data-testid="my-credits-available">
        <strong>{t("credits.available", { count: credits.available })}</strong>
      </p>
      <ul className="plain-list">
        {credits.bundles.map((b) => (
          <li key={b.id}>{t("credits.bundleLine", { sessions: b.sessions, used: b.used, until: day(b.expires_at) })}</li>
        ))}
      </ul>
      {credits.available > 0 && planId !== null && (
        <form onSubmit={(e) => void book(e)}>
          <h3>{t("credits.book")}</h3>
          <div className="field">
            <label htmlFor="credit-date">{t("credits.date")}</label>
            <input id="credit-date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="credit-time">{t("credits.time")}</label>
            <select id="credit-time" required value={time} onChange={(e) => setTime(e.target.value)} disabled={!times?.length}>
              <option value="">{!date ? t("credits.chooseDay") : times && times.length === 0 ? t("credits.noTimes") : ""}</option>
              {(times ?? []).map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn--primary" disabled={status.kind === "sending" || !time}>
            {t("credits.submit")}
          </button>
          <p role="status" aria-live="polite" className={status.kind === "error" ? "alert alert--error" : undefined}>
            {status.kind === "booked" ? t("credits.booked") : status.kind === "error" ? status.message : ""}
          </p>
        </form>
      )}
    </section>
  );
}
