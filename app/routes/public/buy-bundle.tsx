import { useState, type FormEvent } from "react";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/buy-bundle";
import { useLanguage, useT } from "../../i18n";
import { ApiRequestError } from "../../lib/site-api";
import { formatPrice } from "../../lib/format";
import { L } from "../../lib/localized";
import { loaderApi, textMeta } from "../../lib/page";
import { useBrowserApi } from "../../lib/use-api";
import { clientPagesLinks } from "../../lib/client-pages-css";

export const links = clientPagesLinks;

// Buying a plan's bundle: who she is, then Stripe Checkout (card, or Bizum when the practice
// offers it). Her credits arrive by mail once Stripe reports the payment.

export const meta: Route.MetaFunction = (args) => [...textMeta(args, "bundles.meta.title", "services.meta.description"), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = loaderApi(request, context);
  const id = Number(new URL(request.url).searchParams.get("plan"));
  const plans = await api.servicePlans.list(lang).catch(() => []);
  const plan = plans.find((p) => p.id === id && p.bundle_sessions !== null && p.bundle_price !== null);
  return { plan: plan ?? null };
}

export default function BuyBundle() {
  const { plan } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const api = useBrowserApi();
  const [fields, setFields] = useState({ name: "", email: "", phone: "" });
  const [state, setState] = useState<{ kind: "idle" | "sending" } | { kind: "error"; message: string }>({ kind: "idle" });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!plan) return;
    setState({ kind: "sending" });
    try {
      const { payment_url } = await api.bundles.order({ plan_id: plan.id, name: fields.name.trim(), email: fields.email.trim(), phone_number: fields.phone.trim(), language: lang });
      window.location.assign(payment_url);
    } catch (err) {
      setState({ kind: "error", message: err instanceof ApiRequestError ? err.message : t("bundles.failed") });
    }
  }

  const input = (key: keyof typeof fields, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`bundle-${key}`}>{t(`bundles.${key}`)}</label>
      <input
        id={`bundle-${key}`}
        type={type}
        autoComplete={autoComplete}
        required
        value={fields[key]}
        onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
      />
    </div>
  );

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t("bundles.buyTitle")}</h1>
        </div>
      </section>
      <section className="section section--tight">
        <div className="container manage">
          {!plan ? (
            <p className="state">
              {t("bundles.notFound")} <L to="/services">{t("bundles.back")}</L>
            </p>
          ) : (
            <div className="card form-card manage__card">
              <h2>
                {t("bundles.title", { sessions: plan.bundle_sessions! })} · {plan.title}
              </h2>
              <p className="plan__bundle-price">{t("bundles.price", { price: formatPrice(plan.bundle_price!, lang), sessions: plan.bundle_sessions! })}</p>
              <p>{t("bundles.buyIntro", { sessions: plan.bundle_sessions! })}</p>
              <form onSubmit={(e) => void submit(e)}>
                {input("name", "text", "name")}
                {input("email", "email", "email")}
                {input("phone", "tel", "tel")}
                <button type="submit" className="btn btn--primary" disabled={state.kind === "sending"}>
                  {state.kind === "sending" ? t("bundles.paying") : t("bundles.pay")}
                </button>
                <p role="status" aria-live="polite" className={state.kind === "error" ? "alert alert--error" : undefined}>
                  {state.kind === "error" ? state.message : ""}
                </p>
              </form>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
