import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useAdmin, useAdminT, useDocumentTitle } from "./admin-context";
import { atAGlance, type Glance } from "./lib/glance";
import type { OutboxDelivery } from "../../../core/schemas/outbox";
import { MailServerWarning } from "./mail-server-warning";
import { IdentityGap } from "./identity-gap";
import { DemoSettings } from "./demo-settings";
import { WaitingConversations } from "./clients/waiting-conversations";
import type { PracticeSettings } from "../../lib/api/practice";

const SECTIONS = [
  { to: "/admin-view-service-plans", key: "admin.nav.servicePlans" },
  { to: "/admin-blog-list", key: "admin.nav.blogs" },
  { to: "/admin-recipes", key: "admin.nav.recipes" },
  { to: "/admin-view-bookings", key: "admin.nav.bookings" },
  { to: "/admin-invoices", key: "admin.nav.invoices" },
  { to: "/admin-clients", key: "admin.nav.clients" },
  { to: "/admin-foods", key: "admin.nav.foods" },
  { to: "/admin-messages", key: "admin.nav.messages" },
  { to: "/admin-newsletters", key: "admin.nav.newsletters" },
  { to: "/admin-newsletter-list", key: "admin.nav.newsletterList" },
  { to: "/admin-generate-token", key: "admin.nav.generateToken" },
  { to: "/admin-pdfs", key: "admin.nav.pdfs" },
  { to: "/admin-availability", key: "admin.nav.availability" },
  { to: "/admin-personal-data", key: "admin.nav.personalData" },
  { to: "/admin-meeting-link", key: "admin.nav.meetingLink" },
  { to: "/admin-practice", key: "admin.nav.practice" },
  { to: "/admin-payment-instructions", key: "admin.nav.paymentInstructions" },
  { to: "/admin-outbox", key: "admin.nav.outbox" },
  { to: "/admin-calendar", key: "admin.nav.calendar" },
] as const;

export default function AdminDashboard() {
  const { api } = useAdmin();
  const t = useAdminT();
  const [glance, setGlance] = useState<Glance | null>(null);
  const [delivery, setDelivery] = useState<OutboxDelivery | null>(null);
  const [practice, setPractice] = useState<PracticeSettings | null>(null);
  useDocumentTitle(t("admin.dashboard.title"));

  useEffect(() => {
    let live = true;
    void atAGlance(api, new Date()).then((g) => live && setGlance(g));
    api.outbox.delivery().then(
      (d) => live && setDelivery(d),
      () => undefined,
    );
    api.practice.get().then(
      (p) => live && setPractice(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);

  const figure = (n: number | null | undefined) => (glance === null ? "…" : n === null || n === undefined ? "—" : String(n));

  return (
    <>
      {/* Logout is in the admin's header, on every screen: one button, not two. */}
      <div className="page-head">
        <h1>{t("admin.dashboard.welcome")}</h1>
      </div>
      <MailServerWarning delivery={delivery} linkToOutbox />
      <IdentityGap settings={practice} link />
      <DemoSettings settings={practice} />
      <WaitingConversations />
      <section aria-labelledby="glance-title" className="glance">
        <h2 id="glance-title" className="visually-hidden">
          {t("admin.dashboard.glance")}
        </h2>
        <Link to="/admin-view-bookings" className="glance-item">
          <span className="glance-figure">{figure(glance?.upcoming)}</span>
          <span className="glance-label">{t("admin.dashboard.upcoming")}</span>
        </Link>
        <Link to="/admin-view-bookings" className="glance-item">
          <span className="glance-figure">{figure(glance?.awaitingPayment)}</span>
          <span className="glance-label">{t("admin.dashboard.awaitingPayment")}</span>
        </Link>
        <Link to="/admin-messages" className="glance-item">
          <span className="glance-figure">{figure(glance?.unreadMessages)}</span>
          <span className="glance-label">{t("admin.dashboard.unread")}</span>
        </Link>
        <Link to="/admin-newsletters" className="glance-item">
          <span className="glance-figure">{figure(glance?.subscribers)}</span>
          <span className="glance-label">{t("admin.dashboard.subscribers")}</span>
        </Link>
      </section>
      <nav aria-label={t("admin.dashboard.sections")} className="section-grid">
        {SECTIONS.map((s) => (
          <Link key={s.to} to={s.to} className="section-button">
            {t(s.key)}
          </Link>
        ))}
      </nav>
    </>
  );
}
