import type { MeasurementSeries } from "../../core/schemas/progress";
import { intlLocale, type Language } from "../../core/languages";

/**
 * One measurement over time, as both sides see it: the chart the server drew (an SVG shown as
 * a picture, so no chart code reaches the browser) and a table of the same values for screen
 * readers. `tableVisible` shows the table to everyone too (the admin's screen).
 */
export function MeasurementChart({
  series,
  lang,
  labels,
  tableVisible = false,
}: {
  series: MeasurementSeries;
  lang: Language;
  labels: { chartAlt: string; caption: string; date: string; value: string; goal: string; enteredBy: string; byClient: string; byPractice: string };
  tableVisible?: boolean;
}) {
  if (!series.chart) return null;
  const number = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "medium", timeZone: "UTC" });
  return (
    <figure className="measurement-chart">
      <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(series.chart)}`} alt={labels.chartAlt} width={360} height={220} />
      <div className={tableVisible ? "table-wrap" : "visually-hidden"}>
        <table className="measurement-table">
          <caption>{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.date}</th>
              <th scope="col">
                {labels.value} ({series.unit})
              </th>
              <th scope="col">{labels.enteredBy}</th>
            </tr>
          </thead>
          <tbody>
            {series.entries.map((e) => (
              <tr key={e.id}>
                <td>{day.format(new Date(`${e.date}T00:00:00Z`))}</td>
                <td>{number.format(e.value)}</td>
                <td>{e.author === "client" ? labels.byClient : labels.byPractice}</td>
              </tr>
            ))}
          </tbody>
          {series.goal !== null && (
            <tfoot>
              <tr>
                <th scope="row">{labels.goal}</th>
                <td>{number.format(series.goal)}</td>
                <td />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </figure>
  );
}
