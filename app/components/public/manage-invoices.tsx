import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { ManagedBooking } from "../../../core/schemas/booking";
import { formatMoney } from "../../../core/money";
import { useLanguage, useT } from "../../i18n";
import { ApiRequestError } from "../../lib/site-api";
import { useShowResult } from "../../lib/show-result";
import { useBrowserApi } from "../../lib/use-api";
import { Icon } from "./icons";

/**
 * The invoices of a paid booking on the client's private page, each a PDF to download, and
 * (while only a simplified one exists) the form that asks for a full invoice in her name.
 */
export function ManageInvoices({ booking, token }: { booking: ManagedBooking; token: string }) {
  const t = useT();
  const lang = useLanguage();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useShowResult(noticeRef, notice);
  if (booking.invoices.length === 0) return null;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "");
    setBusy(true);
    setNotice(null);
    try {
      await api.bookings.requestFullInvoice(token, { name: field("name"), tax_id: field("tax_id"), address: field("address") });
      await revalidator.revalidate();
      setNotice({ ok: true, text: t("manage.invoice.issued") });
    } catch (err) {
      // A refused field says what is wrong with it (the tax id's letter), beyond the general message.
      const fields = err instanceof ApiRequestError ? (err.body as { errors?: Record<string, string[]> } | null)?.errors : undefined;
      const detail = fields ? Object.values(fields).flat().join(" ") : "";
      setNotice({ ok: false, text: detail || (err instanceof ApiRequestError ? err.message : t("manage.networkError")) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="manage__section" aria-labelledby="manage-invoices">
      <h2 id="manage-invoices">{t("manage.invoices")}</h2>
      <ul className="manage__invoices">
        {booking.invoices.map((i) => (
          <li key={i.id}>
            {t(`manage.invoice.${i.type}`, { number: i.number })}
            {i.replaced_by && <> {t("manage.invoice.replacedBy", { number: i.replaced_by })}</>} · {formatMoney(i.total, i.currency, lang)}{" "}
            <a href={i.pdf_url} download={`${i.number}.pdf`} data-testid="manage-invoice-pdf">
              {t("manage.invoice.download")}
            </a>
          </li>
        ))}
      </ul>
      {notice && (
        <p ref={noticeRef} tabIndex={-1} role={notice.ok ? "status" : "alert"} className={`alert form-result ${notice.ok ? "alert--success" : "alert--error"}`}>
          <Icon name={notice.ok ? "check" : "warning"} /> {notice.text}
        </p>
      )}
      {booking.can_request_full_invoice && (
        <details>
          <summary>{t("manage.invoice.askFull")}</summary>
          <p>{t("manage.invoice.askFullText")}</p>
          <form method="post" onSubmit={(e) => void submit(e)}>
            <div className="field">
              <label htmlFor="invoice-name">{t("manage.invoice.name")}</label>
              <input id="invoice-name" name="name" required maxLength={200} autoComplete="name" />
            </div>
            <div className="field">
              <label htmlFor="invoice-tax-id">{t("manage.invoice.taxId")}</label>
              <input id="invoice-tax-id" name="tax_id" required maxLength={30} autoCapitalize="characters" />
            </div>
            <div className="field">
              <label htmlFor="invoice-address">{t("manage.invoice.address")}</label>
              <textarea id="invoice-address" name="address" required maxLength={500} rows={3} autoComplete="street-address" />
            </div>
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? t("manage.working") : t("manage.invoice.submit")}
            </button>
          </form>
        </details>
      )}
    </section>
  );
}
