import { useState } from "react";
import { Link } from "react-router";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { Loaded, PageHead } from "../ui";
import { StatusBadge } from "./status";

const FILTERS = ["all", "pending_payment", "confirmed", "completed", "cancelled"] as const;

export default function AdminBookings() {
  const { api, flash } = useAdmin();
  const t = useAdminT();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>("all");
  const { state, set } = useLoad(
    () => api.bookings.list(),
    [api],
    () => t("admin.bookings.loadFailed"),
  );
  useDocumentTitle(t("admin.bookings.title"));

  async function remove(id: number) {
    if (!window.confirm(t("admin.bookings.confirmDelete"))) return;
    try {
      await api.bookings.remove(id);
      set((list) => list.filter((b) => b.id !== id));
      flash("success", t("admin.bookings.deleted"));
    } catch {
      flash("error", t("admin.bookings.deleteFailed"));
    }
  }

  return (
    <>
      <PageHead title={t("admin.bookings.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }} />
      <div className="toolbar">
        <div className="field">
          <label htmlFor="bookings-filter">{t("admin.bookings.filter")}</label>
          <select id="bookings-filter" value={filter} onChange={(e) => setFilter(e.target.value as (typeof FILTERS)[number])}>
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {f === "all" ? t("admin.bookings.all") : t(`admin.bookings.status.${f}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Loaded state={state}>
        {(all) => {
          const bookings = filter === "all" ? all : all.filter((b) => b.status === filter);
          return bookings.length === 0 ? (
            <p className="empty">{t("admin.bookings.empty")}</p>
          ) : (
            <ul className="card-grid" aria-label={t("admin.bookings.title")}>
              {bookings.map((b) => (
                <li key={b.id} className="admin-card item-card">
                  <h2>{b.name}</h2>
                  <p>
                    <strong>{b.date}</strong> · {b.time}
                  </p>
                  <p>{b.service_plan_title || <span className="muted">{t("admin.bookings.noPlan")}</span>}</p>
                  <p>
                    <StatusBadge status={b.status} />
                  </p>
                  <div className="card-actions">
                    <Link
                      to={`/admin-booking-details/${b.id}`}
                      className="btn"
                      aria-label={`${t("admin.bookings.viewDetails")}: ${b.name}, ${b.date} ${b.time}`}
                    >
                      {t("admin.bookings.viewDetails")}
                    </Link>
                    <button
                      type="button"
                      className="btn btn--danger"
                      onClick={() => void remove(b.id)}
                      aria-label={`${t("admin.action.delete")}: ${b.name}, ${b.date} ${b.time}`}
                    >
                      {t("admin.action.delete")}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>
    </>
  );
}
