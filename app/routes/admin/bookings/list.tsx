import { useState } from "react";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { CardActions } from "../card-actions";
import { Loaded, PageHead } from "../ui";
import { useRemove } from "../use-remove";
import { StatusBadge } from "./status";

const FILTERS = ["all", "pending_payment", "confirmed", "completed", "cancelled"] as const;

export default function AdminBookings() {
  const { api } = useAdmin();
  const t = useAdminT();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>("all");
  const list = useLoad(
    () => api.bookings.list(),
    [api],
    () => t("admin.bookings.loadFailed"),
  );
  const remove = useRemove(list, {
    key: (b) => b.id,
    call: (id) => api.bookings.remove(id),
    confirm: t("admin.bookings.confirmDelete"),
    deleted: t("admin.bookings.deleted"),
    failed: t("admin.bookings.deleteFailed"),
  });
  useDocumentTitle(t("admin.bookings.title"));

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
      <Loaded state={list.state}>
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
                  <CardActions
                    title={`${b.name}, ${b.date} ${b.time}`}
                    view={`/admin-booking-details/${b.id}`}
                    viewLabel={t("admin.bookings.viewDetails")}
                    onDelete={() => remove(b.id)}
                  />
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>
    </>
  );
}
