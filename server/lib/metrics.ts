/**
 * Request metrics for an operator's Prometheus-style scraper (flag datadog): a counter and a
 * latency histogram per method, route pattern and status. Per process: the API runs as several
 * stateless processes and the scraper reads each one (server/API.md "Experiments, flags and metrics").
 * Route patterns, never raw URLs, label the series, so their number stays bounded.
 */

/** Upper bounds (seconds) of the latency buckets: 5 ms to 10 s. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface Series {
  method: string;
  route: string;
  status: number;
  count: number;
  sum: number;
  /** Per bucket: observations <= that bound (not cumulative here; summed when written). */
  buckets: number[];
}

export class RequestMetrics {
  readonly #series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const id = `${method} ${route} ${status}`;
    let series = this.#series.get(id);
    if (!series) {
      series = { method, route, status, count: 0, sum: 0, buckets: LATENCY_BUCKETS.map(() => 0) };
      this.#series.set(id, series);
    }
    series.count += 1;
    series.sum += seconds;
    const index = LATENCY_BUCKETS.findIndex((bound) => seconds <= bound);
    if (index >= 0) series.buckets[index]! += 1;
  }

  /** The Prometheus text exposition format (version 0.0.4). */
  render(): string {
    const all = [...this.#series.values()].sort(
      (a, b) => a.route.localeCompare(b.route) || a.method.localeCompare(b.method) || a.status - b.status,
    );
    const lines = [
      '# HELP http_requests_total Requests answered, by method, route pattern and status.',
      '# TYPE http_requests_total counter',
      ...all.map((s) => `http_requests_total{${labels(s)}} ${s.count}`),
      '# HELP http_request_duration_seconds Time to answer, by method, route pattern and status.',
      '# TYPE http_request_duration_seconds histogram',
    ];
    for (const s of all) {
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((bound, i) => {
        cumulative += s.buckets[i]!;
        lines.push(`http_request_duration_seconds_bucket{${labels(s)},le="${bound}"} ${cumulative}`);
      });
      lines.push(`http_request_duration_seconds_bucket{${labels(s)},le="+Inf"} ${s.count}`);
      lines.push(`http_request_duration_seconds_sum{${labels(s)}} ${round(s.sum)}`);
      lines.push(`http_request_duration_seconds_count{${labels(s)}} ${s.count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
/** Label values escaped as the format requires: backslash, double quote and newline. */
const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labels = (s: Series) => `method="${escapeLabel(s.method)}",route="${escapeLabel(s.route)}",status="${s.status}"`;
