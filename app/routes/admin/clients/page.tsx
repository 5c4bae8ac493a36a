import { Link, useParams } from "react-router";
import { ApiRequestError } from "../../../lib/api-client";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { formatDateTime, LANGUAGE_NAMES, Loaded, PageHead } from "../ui";
import { StatusBadge } from "../bookings/status";
import { PaymentLine } from "../bookings/payment-line";
import { IntakeView } from "./intake-view";
import { NotesSection } from "./notes";
import { DocumentsSection } from "./documents";
import { PendingDetails } from "./pending-details";
import { CreditsSection } from "./credits";
import { ConversationSection } from "./conversation";
import { ProgressSection } from "./progress";
import { JournalSection } from "./journal";
import { MealPlansSection } from "./meal-plans";
import type { Language } from "../../../../core/languages";

/** One client: contact, bookings, questionnaire, session notes, messages, consents and who opened her health data. */
export default function AdminClient() {
  const { api, lang } = useAdmin();
  const t = useAdminT();
  const id = Number(useParams().id);
  const { state, set } = useLoad(
    () => api.clients.get(id),
    [api, id],
    (e) => (e instanceof ApiRequestError && [404, 422].includes(e.status) ? t("admin.clients.notFound") : t("admin.clients.loadFailed")),
  );
  useDocumentTitle(state.status === "ready" ? state.data.client.name || state.data.client.email : t("admin.clients.title"));
  const none = <span className="muted">{t("admin.clients.none")}</span>;
  // The access log names the admin by her address, the client by how she reached the data.
  const actorLabel = (actor: string) => {
    const link = /^client:booking:(\d+)$/.exec(actor);
    if (link) return t("admin.clients.actor.bookingLink", { id: link[1]! });
    if (actor === "client:signed-in") return t("admin.clients.actor.signedIn");
    if (actor === "client") return t("admin.clients.actor.client");
    return actor;
  };

  return (
    <>
      <PageHead
        title={state.status === "ready" ? state.data.client.name || state.data.client.email : t("admin.clients.title")}
        back={{ to: "/admin-clients", label: t("admin.clients.title") }}
      />
      <Loaded state={state}>
        {(d) => (
          <>
            <section className="admin-card" aria-labelledby="client-contact">
              <h2 id="client-contact" className="visually-hidden">
                {t("admin.clients.name")}
              </h2>
              <p className="muted">{t("admin.clients.since", { when: formatDateTime(d.client.created_at, lang) })}</p>
              <dl className="details">
                <dt>{t("admin.clients.email")}</dt>
                <dd>
                  <a href={`mailto:${d.client.email}`}>{d.client.email}</a>
                </dd>
                <dt>{t("admin.clients.phone")}</dt>
                <dd>{d.client.phone ? <a href={`tel:${d.client.phone}`}>{d.client.phone}</a> : none}</dd>
                <dt>{t("admin.clients.language")}</dt>
                <dd>{LANGUAGE_NAMES[d.client.language as Language] ?? d.client.language}</dd>
                <dt>{t("admin.clients.nextSession")}</dt>
                <dd>{d.client.next_session ? formatDateTime(d.client.next_session, lang) : none}</dd>
                <dt>{t("admin.clients.lastSession")}</dt>
                <dd>{d.client.last_session ? formatDateTime(d.client.last_session, lang) : none}</dd>
              </dl>
              {d.pending_details && (
                <PendingDetails
                  clientId={d.client.id}
                  pending={d.pending_details}
                  onSettled={(applied) =>
                    set((data) => ({
                      ...data,
                      client:
                        applied && data.pending_details ? { ...data.client, name: data.pending_details.name, phone: data.pending_details.phone } : data.client,
                      pending_details: null,
                    }))
                  }
                />
              )}
            </section>

            <section className="admin-card" aria-labelledby="client-bookings">
              <h2 id="client-bookings">{t("admin.clients.bookings")}</h2>
              {d.bookings.length === 0 ? (
                <p className="muted">{t("admin.clients.noBookings")}</p>
              ) : (
                <div className="table-wrap">
                  <table className="admin-table">
                    <thead>
                      <tr>
                        <th scope="col">{t("admin.clients.when")}</th>
                        <th scope="col">{t("admin.clients.plan")}</th>
                        <th scope="col">{t("admin.bookings.status")}</th>
                        <th scope="col">{t("admin.bookings.payment")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.bookings.map((b) => (
                        <tr key={b.id}>
                          <td>
                            <Link to={`/admin-booking-details/${b.id}`}>{b.start_at ? formatDateTime(b.start_at, lang) : `${b.date} ${b.time}`}</Link>
                          </td>
                          <td>{b.service_plan_title ?? none}</td>
                          <td>
                            <StatusBadge status={b.status} />
                          </td>
                          <td>
                            <PaymentLine payment={b.payment} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>

            <IntakeView intake={d.intake} headingId="client-questionnaire" heading={t("admin.clients.questionnaire")} />

            <NotesSection
              clientId={d.client.id}
              notes={d.notes}
              bookings={d.bookings}
              onChange={(note) =>
                set((data) => ({
                  ...data,
                  notes: [note, ...data.notes.filter((n) => n.id !== note.id)].sort((a, b) => b.created_at.localeCompare(a.created_at)),
                }))
              }
            />

            <MealPlansSection clientId={d.client.id} />

            <CreditsSection clientId={d.client.id} />
            <ConversationSection clientId={d.client.id} clientName={d.client.name || d.client.email} hideNumbers={d.client.hide_numbers} />
            <ProgressSection clientId={d.client.id} hideNumbers={d.client.hide_numbers} />
            <JournalSection clientId={d.client.id} />

            <DocumentsSection
              clientId={d.client.id}
              documents={d.documents}
              bookings={d.bookings}
              onAdded={(doc) => set((data) => ({ ...data, documents: [doc, ...data.documents] }))}
            />

            {d.messages.length > 0 && (
              <section className="admin-card" aria-labelledby="client-messages">
                <h2 id="client-messages">{t("admin.clients.messages")}</h2>
                <ul className="plain-list">
                  {d.messages.map((m) => (
                    <li key={m.id}>
                      <span className="muted">{formatDateTime(m.created_at, lang)}</span>
                      <p className="message-body">{m.message}</p>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section className="admin-card" aria-labelledby="client-consents">
              <h2 id="client-consents">{t("admin.clients.consents")}</h2>
              {d.consents.length === 0 ? (
                <p className="muted">{t("admin.clients.noConsents")}</p>
              ) : (
                <ul className="plain-list">
                  {d.consents.map((c, i) => (
                    <li key={i}>{t(`admin.clients.consent.${c.kind}`, { when: formatDateTime(c.at, lang) })}</li>
                  ))}
                </ul>
              )}
            </section>

            <section className="admin-card" aria-labelledby="client-access">
              <h2 id="client-access">{t("admin.clients.accessLog")}</h2>
              {d.access_log.length === 0 ? (
                <p className="muted">{t("admin.clients.accessLogNone")}</p>
              ) : (
                <ul className="plain-list">
                  {d.access_log.map((a, i) => (
                    <li key={i}>
                      <span className="muted">{formatDateTime(a.created_at, lang)}</span> — {actorLabel(a.actor)}:{" "}
                      {a.what.startsWith("download:")
                        ? t("admin.clients.download")
                        : a.what.startsWith("attachment:")
                          ? t("admin.clients.access.attachment")
                          : a.what.startsWith("journal_photo:")
                            ? t("admin.clients.access.journalPhoto")
                            : t(`admin.clients.access.${a.what as "questionnaire" | "notes" | "messages" | "meal_plans" | "measurements" | "journal"}`)}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </Loaded>
    </>
  );
}
