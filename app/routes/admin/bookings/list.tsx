import { useState } from "react";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "../admin-context";
import { CardActions } from "../card-actions";
import { Loaded, PageHead } from "../ui";
import { useRemove } from "../use-remove";
import { StatusBadge } from "./status";
import { usePlanTitle } from "./plan-title";

/**
 * What she looks for: the sessions to come (soonest first), those still awaiting payment,
 * the past ones and the cancelled ones (latest first), or everything, the coming first.
 */
const FILTERS = ["upcoming", "awaiting", "past", "cancelled", "all"] as const;
type Filter = (typeof FILTERS)[number];
type Listed = { status: string; start_at: string };

const startOf = (b: Listed) => Date.parse(b.start_at);
const isActive = (b: Listed) => b.status === "pending_payment" || b.status === "confirmed";

export function arrange<B extends Listed>(all: B[], filter: Filter, now: number): B[] {
  const soonest = (a: B, b: B) => startOf(a) - startOf(b);
  const latest = (a: B, b: B) => startOf(b) - startOf(a);
  const upcoming = all.filter((b) => isActive(b) && startOf(b) >= now).sort(soonest);
  const past = all.filter((b) => b.status !== "cancelled" && !(isActive(b) && startOf(b) >= now)).sort(latest);
  if (filter === "upcoming") return upcoming;
  if (filter === "awaiting") return upcoming.filter((b) => b.status === "pending_payment");
  if (filter === "past") return past;
  const cancelled = all.filter((b) => b.status === "cancelled").sort(latest);
  return filter === "cancelled" ? cancelled : [...upcoming, ...past, ...cancelled];
}

export default function AdminBookings() {
  const { api } = useAdmin();
  const t = useAdminT();
  const planTitle = usePlanTitle();
  const [filter, setFilter] = useState<Filter>("upcoming");
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
          <select id="bookings-filter" value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`admin.bookings.show.${f}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Loaded state={list.state}>
        {(all) => {
          const bookings = arrange(all, filter, Date.now());
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
                  <p>{planTitle(b) || <span className="muted">{t("admin.bookings.noPlan")}</span>}</p>
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
