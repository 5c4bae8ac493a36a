import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../../../core/money";
import type { Invoice } from "../../../lib/api/invoices";
import { useAdmin, useAdminT } from "../admin-context";
import { saveFile } from "../save-file";

/** The invoices of one booking (its payment, a full one in its place, its refunds), each as PDF. */
export function BookingInvoices({ bookingId, version }: { bookingId: number; version: string }) {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const [list, setList] = useState<Invoice[]>([]);
  // Read again when the booking changes (marked paid, refunded): its invoices come with it.
  useEffect(() => {
    let live = true;
    api.invoices.list({ booking_id: bookingId }).then(
      (l) => live && setList(l),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, [api, bookingId, version]);
  if (list.length === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="booking-invoices">
      <h2 id="booking-invoices">
        <Link to="/admin-invoices">{t("admin.invoices.title")}</Link>
      </h2>
      <ul className="plain-list">
        {list.map((i) => (
          <li key={i.id}>
            {i.number} · {t(`admin.invoices.type.${i.type}`)} · {formatMoney(i.total, i.currency, lang)}{" "}
            <button
              type="button"
              className="btn"
              aria-label={t("admin.invoices.pdf", { number: i.number })}
              onClick={() =>
                void api.invoices.pdf(i.id).then(
                  (blob) => saveFile(blob, `${i.number}.pdf`),
                  () => flash("error", t("admin.invoices.pdfFailed")),
                )
              }
            >
              PDF
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
