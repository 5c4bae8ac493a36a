import { useEffect, useState } from "react";
import type { Route } from "./+types/my-bookings";
import { CLIENT_AREA_TEXTS, DOCUMENT_TEXTS, type ClientAreaText } from "../../../core/client-area-texts";
import type { MyBookings } from "../../../core/schemas/client";
import { useLanguage } from "../../i18n";
import { ApiRequestError } from "../../lib/site-api";
import { metaLanguage, metaSiteName } from "../../lib/page";
import { useBrowserApi, useRootData } from "../../lib/use-api";
import { describeInstant, slotLabel, useVisitorZone } from "../../lib/visitor-time";
import { MyCredits } from "../../components/public/my-credits";
import { MyMessages } from "./my-messages";
import { MyPlansList } from "./my-plans-list";
import { MyProgress } from "./my-progress";
import { MyJournal } from "./my-journal";
import { clientPagesLinks } from "../../lib/client-pages-css";

export const links = clientPagesLinks;

// The client's own page: she asks for a sign-in link by mail; the link (?token=) is used here,
// from the browser (a mail scanner that fetches it does not sign in), and her session is an
// HttpOnly cookie the API set. Everything is loaded from the browser: nothing private is rendered
// on the server or kept in its page cache.

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLanguage(args);
  return [
    { title: `${CLIENT_AREA_TEXTS.title[lang]} · ${metaSiteName(args)}` },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
};

type State = { kind: "loading" } | { kind: "signedOut"; notice?: "invalid" } | { kind: "ready"; data: MyBookings };

export default function MyBookingsPage() {
  const lang = useLanguage();
  const api = useBrowserApi();
  const tx = (k: ClientAreaText, vars: Record<string, string> = {}) => CLIENT_AREA_TEXTS[k][lang].replace(/\{(\w+)\}/g, (m, v: string) => vars[v] ?? m);
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    let live = true;
    const url = new URL(window.location.href);
    const token = url.searchParams.get("token");
    (async () => {
      let notice: "invalid" | undefined;
      if (token) {
        // The token leaves the address bar (and the history) whatever happens.
        url.searchParams.delete("token");
        window.history.replaceState(null, "", `${url.pathname}${url.search}`);
        await api.clientArea.signIn(token).catch(() => {
          notice = "invalid";
        });
      }
      try {
        const data = await api.clientArea.mine();
        if (live) setState({ kind: "ready", data });
      } catch {
        if (live) setState({ kind: "signedOut", notice });
      }
    })();
    return () => {
      live = false;
    };
  }, [api]);

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{tx("title")}</h1>
        </div>
      </section>
      <section className="section section--tight">
        <div className="container manage">
          {state.kind === "loading" ? (
            <p role="status">{tx("signingIn")}</p>
          ) : state.kind === "signedOut" ? (
            <SignInForm notice={state.notice} tx={tx} />
          ) : (
            <Mine
              data={state.data}
              tx={tx}
              onSignOut={() => setState({ kind: "signedOut" })}
              onBooked={() => void api.clientArea.mine().then((data) => setState({ kind: "ready", data }))}
            />
          )}
        </div>
      </section>
    </>
  );
}

type Tx = (k: ClientAreaText, vars?: Record<string, string>) => string;

function SignInForm({ notice, tx }: { notice?: "invalid"; tx: Tx }) {
  const lang = useLanguage();
  const api = useBrowserApi();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<{ kind: "idle" | "sending" | "sent" } | { kind: "error"; message: string }>({ kind: "idle" });

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setStatus({ kind: "sending" });
    try {
      await api.clientArea.requestLink(email.trim(), lang);
      setStatus({ kind: "sent" });
    } catch (err) {
      setStatus({ kind: "error", message: err instanceof ApiRequestError ? err.message : tx("failed") });
    }
  }

  return (
    <div className="card form-card manage__card">
      {notice === "invalid" && (
        <p role="alert" className="alert alert--error">
          {tx("linkInvalid")}
        </p>
      )}
      <p>{tx("intro")}</p>
      <form onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor="my-bookings-email">{tx("email")}</label>
          <input id="my-bookings-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={status.kind === "sending"}>
          {status.kind === "sending" ? tx("sending") : tx("send")}
        </button>
        <p role="status" aria-live="polite" className={status.kind === "error" ? "alert alert--error" : undefined}>
          {status.kind === "sent" ? tx("sent") : status.kind === "error" ? status.message : ""}
        </p>
      </form>
    </div>
  );
}

function Mine({ data, tx, onSignOut, onBooked }: { data: MyBookings; tx: Tx; onSignOut: () => void; onBooked: () => void }) {
  const lang = useLanguage();
  const api = useBrowserApi();
  const { apiBase = "/api" } = useRootData();
  const browserZone = useVisitorZone();
  // Madrid's time, labelled, and hers beside it: the zone she booked from, else this browser's.
  const at = (iso: string, zone: string | null) => slotLabel(describeInstant(Date.parse(iso), lang, zone, true));
  const when = (b: MyBookings["bookings"][number]) => (b.start_at ? at(b.start_at, b.time_zone ?? browserZone) : `${b.date} ${b.time}`);
  const open = (id: number, questionnaire = false) => `${apiBase}/api/v1/client_session/bookings/${id}${questionnaire ? "?to=questionnaire" : ""}`;
  const upcoming = data.bookings.filter((b) => b.upcoming);
  const past = data.bookings.filter((b) => !b.upcoming);
  const list = (items: MyBookings["bookings"]) => (
    <ul className="plain-list my-bookings__list">
      {items.map((b) => (
        <li key={b.id}>
          <strong>{when(b)}</strong> · {b.service_plan_title ?? "—"} ·{" "}
          {tx(`status_${b.status}` as ClientAreaText)} · <a href={open(b.id)}>{tx("open")}</a>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="card form-card manage__card">
      <h2>{tx("hello", { name: data.client.name.split(/\s+/)[0] ?? "" })}</h2>
      <section className="manage__section" aria-labelledby="mine-upcoming">
        <h2 id="mine-upcoming">{tx("upcoming")}</h2>
        {upcoming.length ? list(upcoming) : <p>{tx("noUpcoming")}</p>}
        <a className="btn btn--primary" href={`/book-consultation?lang=${lang}${data.follow_up_plan_id ? `&service=${data.follow_up_plan_id}` : ""}`}>
          {tx("followUp")}
        </a>
      </section>
      <MyPlansList />
      <MyCredits client={data.client} onBooked={onBooked} />
      <section className="manage__section" aria-labelledby="mine-questionnaire">
        <h2 id="mine-questionnaire">{tx("questionnaire")}</h2>
        <p>
          {data.questionnaire.submitted_at
            ? tx("questionnaireSent", { when: at(data.questionnaire.submitted_at, browserZone) })
            : tx("questionnaireOpen")}
        </p>
        {data.questionnaire.editable_booking_id !== null && (
          <a className="btn" href={open(data.questionnaire.editable_booking_id, true)}>
            {tx("questionnaireEdit")}
          </a>
        )}
      </section>
      <section className="manage__section" aria-labelledby="mine-documents">
        <h2 id="mine-documents">{DOCUMENT_TEXTS.documents[lang]}</h2>
        {data.documents.length === 0 ? (
          <p>{DOCUMENT_TEXTS.noDocuments[lang]}</p>
        ) : (
          <ul className="plain-list">
            {data.documents.map((d) => (
              <li key={d.id}>
                <strong>{d.title}</strong> · <a href={`${apiBase}/api/v1/client_session/documents/${d.id}`}>{DOCUMENT_TEXTS.download[lang]}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <MyMessages />
      <MyProgress />
      <MyJournal />
      {past.length > 0 && (
        <section className="manage__section" aria-labelledby="mine-past">
          <h2 id="mine-past">{tx("past")}</h2>
          {list(past)}
        </section>
      )}
      <section className="manage__section">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            void api.clientArea.signOut().finally(onSignOut);
          }}
        >
          {tx("signOut")}
        </button>
      </section>
    </div>
  );
}
