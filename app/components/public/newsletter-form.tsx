import { useEffect, useRef, useState } from "react";
import { useLanguage, useT } from "../../i18n";
import { ApiRequestError } from "../../lib/api-client";
import { serverErrorText } from "../../lib/server-error";
import { useBrowserApi } from "../../lib/use-api";
import { L } from "../../lib/localized";
import { showResult } from "../../lib/show-result";

/** `field`: the error is the field's own, and the focus goes back to it rather than to the answer. */
type State = { kind: "idle" } | { kind: "sending" } | { kind: "success" } | { kind: "error"; message: string; field?: boolean };

/** Newsletter sign-up with the states of SPEC §4/§8: idle, then success (input cleared) or failure. */
export function NewsletterForm() {
  const t = useT();
  const api = useBrowserApi();
  const lang = useLanguage();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // The answer from the server is shown and read out; an empty field sends her back to it.
  useEffect(() => {
    if (state.kind === "success" || (state.kind === "error" && !state.field)) showResult(status.current);
  }, [state]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!email.trim() || !input.current?.validity.valid) {
      setState({ kind: "error", message: t("newsletter.empty"), field: true });
      input.current?.focus();
      return;
    }
    setState({ kind: "sending" });
    try {
      await api.subscribers.subscribe(email.trim(), lang);
      setEmail("");
      setState({ kind: "success" });
    } catch (err) {
      if (err instanceof ApiRequestError) {
        const serverText = serverErrorText(err.body);
        setState({ kind: "error", message: serverText ?? t("newsletter.failed") });
      } else {
        setState({ kind: "error", message: t("state.networkError") });
      }
    }
  }

  const invalid = state.kind === "error";
  return (
    <form className="newsletter" noValidate onSubmit={submit}>
      <h2 className="footer__title" id="newsletter-title">
        {t("newsletter.title")}
      </h2>
      <p className="newsletter__text">{t("newsletter.text")}</p>
      <div className="newsletter__row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          {t("newsletter.label")}
        </label>
        <input
          ref={input}
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t("newsletter.placeholder")}
          value={email}
          aria-invalid={invalid || undefined}
          aria-describedby="newsletter-status"
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="btn btn--primary" disabled={state.kind === "sending"}>
          {state.kind === "sending" ? t("newsletter.sending") : t("newsletter.submit")}
        </button>
      </div>
      <p ref={status} tabIndex={-1} id="newsletter-status" className={`form-status form-result${state.kind === "success" ? " is-success" : invalid ? " is-error" : ""}`} role="status" aria-live="polite">
        {state.kind === "success" ? t("newsletter.success") : state.kind === "error" ? state.message : ""}
      </p>
      <p className="newsletter__archive">
        <L to="/newsletter">{t("newsletterArchive.link")}</L>
      </p>
    </form>
  );
}
