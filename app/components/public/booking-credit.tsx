import { useEffect, useState } from "react";
import type { MyBookings } from "../../../core/schemas/client";
import { useLanguage, useT } from "../../i18n";
import { useBrowserApi } from "../../lib/use-api";

/** Who is signed in on this browser (her session cookie) and how many of her credits book the chosen plan. */
export type CreditState = { kind: "unknown" } | { kind: "signedOut"; linkInvalid?: boolean } | { kind: "signedIn"; client: MyBookings["client"]; planId: number; forPlan: number; available: number };

/**
 * Her credits for the booking page: a sign-in link's token in the address (the one-time link
 * asked for below, which leads back here) is used first and leaves the address; then her
 * session, if any, says how many credits book `planId`. Asked only where bundles are sold,
 * or when a link was followed: other visitors' pages make no request for it.
 */
export function useBookingCredits(planId: number | null, enabled: boolean): CreditState {
  const api = useBrowserApi();
  const [state, setState] = useState<CreditState>({ kind: "unknown" });
  const [token] = useState(() => (typeof window === "undefined" ? null : new URL(window.location.href).searchParams.get("token")));
  const [ready, setReady] = useState(token === null);
  const [linkInvalid, setLinkInvalid] = useState(false);

  useEffect(() => {
    if (!token) return;
    const url = new URL(window.location.href);
    url.searchParams.delete("token");
    window.history.replaceState(null, "", `${url.pathname}${url.search}`);
    void api.clientArea
      .signIn(token)
      .catch(() => setLinkInvalid(true))
      .finally(() => setReady(true));
  }, [api, token]);

  useEffect(() => {
    if (!ready || planId === null || !(enabled || token)) return;
    let live = true;
    void Promise.all([api.bundles.mine(planId), api.clientArea.mine()]).then(
      ([credits, mine]) =>
        live && setState({ kind: "signedIn", client: mine.client, planId, forPlan: credits.available_for_plan ?? 0, available: credits.available }),
      () => live && setState({ kind: "signedOut", linkInvalid }),
    );
    return () => {
      live = false;
    };
  }, [api, planId, ready, enabled, token, linkInvalid]);
  return state;
}

/**
 * Her credits on the booking page, loaded apart from the page's first script (only where
 * bundles are sold, or a sign-in link was followed): reports what it learns to the page, and
 * shows the choice or the link for `planId` (none: nothing shown, as for a free plan).
 */
export default function BookingCreditPart(props: {
  planId: number | null;
  enabled: boolean;
  priceText: string;
  email: string;
  useCredit: boolean;
  onUseCredit: (use: boolean) => void;
  onState: (state: CreditState) => void;
}) {
  const { planId, enabled, onState, ...rest } = props;
  const state = useBookingCredits(planId, enabled);
  useEffect(() => onState(state), [state, onState]);
  return planId === null ? null : <BookingCredit state={state} planId={planId} {...rest} />;
}

/**
 * On the booking page, above the button: signed in with credits for the plan, the choice
 * between a credit and paying as usual; with credits that do not cover it, a word saying so;
 * signed out, the one-time link that proves her address and brings her back here.
 */
export function BookingCredit(props: {
  state: CreditState;
  planId: number;
  priceText: string;
  email: string;
  useCredit: boolean;
  onUseCredit: (use: boolean) => void;
}) {
  const { state, planId, priceText, email, useCredit, onUseCredit } = props;
  const t = useT();
  const lang = useLanguage();
  const api = useBrowserApi();
  const [asked, setAsked] = useState<"idle" | "sending" | "sent" | "needEmail" | "failed">("idle");

  if (state.kind === "unknown") return null;
  if (state.kind === "signedIn") {
    // Another plan's answer, while this one's is on its way.
    if (state.planId !== planId) return null;
    if (state.forPlan === 0) return state.available > 0 ? <p className="field__hint">{t("booking.credit.notThisPlan")}</p> : null;
    return (
      <fieldset className="booking-credit" aria-describedby="booking-credit-hint">
        <legend>{t("booking.credit.legend")}</legend>
        <label className="booking-credit__choice">
          <input type="radio" name="pay_with" value="credit" checked={useCredit} onChange={() => onUseCredit(true)} />
          <span data-testid="booking-credits-for-plan">{t("booking.credit.use", { count: state.forPlan })}</span>
        </label>
        <label className="booking-credit__choice">
          <input type="radio" name="pay_with" value="" checked={!useCredit} onChange={() => onUseCredit(false)} />
          <span>{t("booking.credit.pay", { price: priceText })}</span>
        </label>
        <p className="field__hint" id="booking-credit-hint">
          {t("booking.credit.hint")}
        </p>
      </fieldset>
    );
  }

  async function ask() {
    if (!email.trim()) return setAsked("needEmail");
    setAsked("sending");
    try {
      await api.clientArea.requestLink(email.trim(), lang, planId);
      setAsked("sent");
    } catch {
      setAsked("failed");
    }
  }
  return (
    <section className="booking-credit" aria-labelledby="booking-credit-title">
      <h2 id="booking-credit-title" className="booking-credit__title">
        {t("booking.credit.askTitle")}
      </h2>
      {state.linkInvalid && (
        <p className="alert alert--error" role="alert">
          {t("booking.credit.linkInvalid")}
        </p>
      )}
      <p className="field__hint">{t("booking.credit.askText")}</p>
      <button type="button" className="btn btn--ghost" onClick={() => void ask()} disabled={asked === "sending"}>
        {t("booking.credit.askSend")}
      </button>
      <p role="status" aria-live="polite" className={asked === "failed" || asked === "needEmail" ? "field__error" : "field__hint"}>
        {asked === "sent"
          ? t("booking.credit.askSent")
          : asked === "needEmail"
            ? t("booking.credit.askNeedEmail")
            : asked === "failed"
              ? t("state.networkError")
              : ""}
      </p>
    </section>
  );
}
