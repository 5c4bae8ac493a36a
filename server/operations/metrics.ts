import type { Mailer } from "../mail/mailer.js";

// Prometheus text exposition (version 0.0.4), written out here: the few counters and
// histograms the site needs do not justify a client library.

type Labels = Record<string, string>;

const escape = (v: string) => v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const labelText = (labels: Labels) => {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${escape(v)}"`);
  return parts.length ? `{${parts.join(",")}}` : "";
};
const keyOf = (labels: Labels) => JSON.stringify(Object.entries(labels));

export class Counter {
  private values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  inc(labels: Labels = {}, by = 1): void {
    const k = keyOf(labels);
    const v = this.values.get(k);
    if (v) v.value += by;
    else this.values.set(k, { labels, value: by });
  }
  get(labels: Labels = {}): number {
    return this.values.get(keyOf(labels))?.value ?? 0;
  }
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const { labels, value } of this.values.values()) lines.push(`${this.name}${labelText(labels)} ${value}`);
    return lines.join("\n");
  }
}

export class Histogram {
  private series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly buckets: number[],
  ) {}
  observe(labels: Labels, value: number): void {
    const k = keyOf(labels);
    let s = this.series.get(k);
    if (!s) this.series.set(k, (s = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 }));
    // Buckets are cumulative in the format; they are summed when rendered.
    const i = this.buckets.findIndex((b) => value <= b);
    if (i >= 0) s.counts[i]!++;
    s.sum += value;
    s.count++;
  }
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.buckets.forEach((b, i) => {
        cumulative += counts[i]!;
        lines.push(`${this.name}_bucket${labelText({ ...labels, le: String(b) })} ${cumulative}`);
      });
      lines.push(`${this.name}_bucket${labelText({ ...labels, le: "+Inf" })} ${count}`);
      lines.push(`${this.name}_sum${labelText(labels)} ${sum}`);
      lines.push(`${this.name}_count${labelText(labels)} ${count}`);
    }
    return lines.join("\n");
  }
}

/** One instance's figures; Prometheus scrapes every instance and adds its own instance label. */
export function createMetrics() {
  const metrics = {
    requests: new Counter("http_requests_total", "HTTP requests answered, by method, route pattern and status code"),
    duration: new Histogram(
      "http_request_duration_seconds",
      "Time to answer, by method and route pattern",
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    ),
    bookingsCreated: new Counter("bookings_created_total", "Bookings created (POST /bookings answered 201)"),
    mails: new Counter("mails_total", "Outgoing mails, by result (sent or failed)"),
    render(): string {
      const mem = process.memoryUsage();
      const gauges = [
        "# HELP process_resident_memory_bytes Resident memory of this instance",
        "# TYPE process_resident_memory_bytes gauge",
        `process_resident_memory_bytes ${mem.rss}`,
        "# HELP process_uptime_seconds Seconds since this instance started",
        "# TYPE process_uptime_seconds gauge",
        `process_uptime_seconds ${process.uptime().toFixed(0)}`,
      ];
      return (
        [this.requests, this.duration, this.bookingsCreated, this.mails]
          .map((m) => m.render())
          .concat(gauges)
          .join("\n") + "\n"
      );
    },
  };
  // Series that exist from the start, so a rate() over them has a baseline of zero.
  metrics.bookingsCreated.inc({}, 0);
  metrics.mails.inc({ result: "sent" }, 0);
  metrics.mails.inc({ result: "failed" }, 0);
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Counts every mail by outcome, whichever feature sends it. */
export function countingMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(mail) {
      try {
        const sent = await mailer.send(mail);
        metrics.mails.inc({ result: "sent" });
        return sent;
      } catch (e) {
        metrics.mails.inc({ result: "failed" });
        throw e;
      }
    },
    close: () => mailer.close(),
    ...(mailer.files ? { files: mailer.files } : {}),
  };
}
