import { formatMoney, PRACTICE_CURRENCY } from "../../../../core/money";
import type { PaymentOut } from "../../../../core/schemas/payment";
import { useAdmin, useAdminT } from "../admin-context";
import { formatDateTime } from "../ui";

/** What was paid for a booking, in her language: received, refunded, or a payment that did not match. */
export function PaymentLine({ payment: p }: { payment: PaymentOut }) {
  const { lang } = useAdmin();
  const t = useAdminT();
  const money = (minor: number | null, currency: string | null) =>
    minor === null || currency === null ? t("admin.bookings.payment.unknownAmount") : formatMoney(minor, currency, lang);
  const amount = money(p.amount, p.currency);
  switch (p.status) {
    case "unpaid":
      return <>{t("admin.bookings.payment.unpaid")}</>;
    case "mismatch":
      return <strong>{t("admin.bookings.payment.mismatch", { received: amount, expected: money(p.expected_amount, PRACTICE_CURRENCY) })}</strong>;
    case "paid":
      return <>{t("admin.bookings.payment.paid", { amount, when: p.paid_at ? formatDateTime(p.paid_at, lang) : "" })}</>;
    case "refunded":
      return <>{t("admin.bookings.payment.refunded", { amount })}</>;
    case "partially_refunded":
      return <>{t("admin.bookings.payment.partially_refunded", { amount, refunded: money(p.refunded_amount, p.currency) })}</>;
  }
}
