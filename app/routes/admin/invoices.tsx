import { useEffect, useState } from "react";
import { formatMoney } from "../../../core/money";
import { madridToday } from "../../../core/practice-time";
import type { ChainCheck } from "../../lib/api/invoices";
import { useAdmin, useAdminT, useDocumentTitle, useLoad } from "./admin-context";
import { Loaded, PageHead } from "./ui";
import { saveFile } from "./save-file";
import { BundleSummary } from "./bundle-summary";

type Quarter = { year: number; q: 1 | 2 | 3 | 4 };
const TYPES = ["simplified", "full", "rectifying"] as const;

/** A quarter's first and last day, as the API's from/to take them. */
function range({ year, q }: Quarter): { from: string; to: string } {
  const first = (q - 1) * 3 + 1;
  const last = new Date(Date.UTC(year, first + 2, 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, "0");
  return { from: `${year}-${mm(first)}-01`, to: `${year}-${mm(first + 2)}-${last}` };
}

/** The quarter of a Madrid date (YYYY-MM-DD). */
function quarterOf(date: string): Quarter {
  const [y, m] = date.split("-").map(Number);
  return { year: y!, q: (Math.floor((m! - 1) / 3) + 1) as Quarter["q"] };
}

const currentQuarter = (): Quarter => quarterOf(madridToday(Date.now()));

/** Every quarter from the first with an invoice (or the current one, before any) to now, newest first. */
function quartersSince(first: string | null): Quarter[] {
  const now = currentQuarter();
  const start = first ? quarterOf(first) : now;
  const out: Quarter[] = [];
  for (let { year, q } = now; year > start.year || (year === start.year && q >= start.q); q === 1 ? ((q = 4), year--) : q--) {
    out.push({ year, q: q as Quarter["q"] });
  }
  return out.length ? out : [now];
}

/**
 * Issued invoices by quarter and type, each as PDF, the quarter's register as CSV for her
 * accountant, and whether the records' hash chain is intact. Nothing here changes an invoice.
 */
export default function AdminInvoices() {
  const { api, lang, flash } = useAdmin();
  const t = useAdminT();
  const [quarter, setQuarter] = useState<Quarter>(currentQuarter);
  const [type, setType] = useState("");
  const { from, to } = range(quarter);
  const { state } = useLoad(
    () => api.invoices.list({ from, to, type: type || undefined }),
    [api, from, to, type],
    () => t("admin.invoices.loadFailed"),
  );
  const [chain, setChain] = useState<ChainCheck | null>(null);
  useDocumentTitle(t("admin.invoices.title"));
  useEffect(() => {
    api.invoices.verify().then(setChain, () => setChain(null));
  }, [api]);

  // The list starts at the first quarter with an invoice, not at a fixed year.
  const quarters = quartersSince(chain?.first_issue_date ?? null);
  const download = async (what: Promise<Blob>, name: string) => {
    try {
      saveFile(await what, name);
    } catch {
      flash("error", t("admin.invoices.pdfFailed"));
    }
  };

  return (
    <>
      <PageHead title={t("admin.invoices.title")} back={{ to: "/admin-dashboard", label: t("admin.nav.dashboard") }} />
      <p>{t("admin.invoices.intro")}</p>
      {chain && (
        <p className={chain.ok ? "muted" : "admin-error"} role={chain.ok ? "status" : "alert"} data-testid="invoice-chain">
          {chain.ok
            ? t("admin.invoices.chainOk", { count: chain.count })
            : chain.broken_at
              ? t("admin.invoices.chainBroken", { number: chain.broken_at.number })
              : t("admin.invoices.chainEndMissing")}
        </p>
      )}
      <div className="toolbar">
        <div className="field">
          <label htmlFor="invoice-quarter">{t("admin.invoices.quarter")}</label>
          <select
            id="invoice-quarter"
            value={`${quarter.year}-${quarter.q}`}
            onChange={(e) => {
              const [y, q] = e.target.value.split("-").map(Number);
              setQuarter({ year: y!, q: q as Quarter["q"] });
            }}
          >
            {quarters.map(({ year, q }) => (
              <option key={`${year}-${q}`} value={`${year}-${q}`}>
                {t("admin.invoices.quarterOption", { year, q })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="invoice-type">{t("admin.invoices.type")}</label>
          <select id="invoice-type" value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">{t("admin.invoices.allTypes")}</option>
            {TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`admin.invoices.type.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-actions">
          <button type="button" className="btn" onClick={() => void download(api.invoices.csv(from, to), `facturas-${quarter.year}-T${quarter.q}.csv`)}>
            {t("admin.invoices.csv")}
          </button>
        </div>
      </div>
      <BundleSummary from={from} to={to} />
      <Loaded state={state}>
        {(list) =>
          list.length === 0 ? (
            <p className="empty">{t("admin.invoices.none")}</p>
          ) : (
            <div className="table-wrap">
              <table className="admin-table" data-testid="invoice-table">
                <thead>
                  <tr>
                    <th scope="col">{t("admin.invoices.number")}</th>
                    <th scope="col">{t("admin.invoices.date")}</th>
                    <th scope="col">{t("admin.invoices.type")}</th>
                    <th scope="col">{t("admin.invoices.client")}</th>
                    <th scope="col">{t("admin.invoices.vat")}</th>
                    <th scope="col">{t("admin.invoices.total")}</th>
                    <th scope="col">PDF</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((i) => (
                    <tr key={i.id}>
                      <td>{i.number}</td>
                      <td>{i.issue_date}</td>
                      <td>
                        {t(`admin.invoices.type.${i.type}`)}
                        {i.replaced_by && <span className="muted"> · {t("admin.invoices.replacedBy", { number: i.replaced_by })}</span>}
                      </td>
                      <td>{i.client.name ? `${i.client.name} · ${i.client.tax_id ?? ""}` : t("admin.invoices.noClient")}</td>
                      <td>{i.vat_rate === 0 ? t("admin.invoices.exempt") : `${i.vat_rate} % · ${formatMoney(i.vat, i.currency, lang)}`}</td>
                      <td>{formatMoney(i.total, i.currency, lang)}</td>
                      <td>
                        <button
                          type="button"
                          className="btn"
                          onClick={() => void download(api.invoices.pdf(i.id), `${i.number}.pdf`)}
                          aria-label={t("admin.invoices.pdf", { number: i.number })}
                        >
                          PDF
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
    </>
  );
}
