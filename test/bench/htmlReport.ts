import type { Measure, Row } from './report';

/** One bench run as written to test/bench/results/*.json (and kept as test/bench/baseline.json). */
export interface BenchResult {
  at: string;
  commit?: string;
  database?: string;
  counts?: Record<string, number>;
  rows: Row[];
}

const SECTION_TITLES: Record<Row['section'], string> = {
  bundle: 'Bundles: initial JS of each measured route (gzip)',
  browser: 'Lighthouse (mobile), median of three runs',
  api: 'API under load (50 connections)',
  memory: 'Server memory: idle, after the load, and across repeated loads',
  scale: 'Scale: the same reads on larger databases',
};

/** A change smaller than this share of the baseline is shown as "same" (the machine's own drift). */
export const SAME_WITHIN = 0.03;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const formatNumber = (value: number, unit: string) => {
  const digits = unit === 'KB' || unit === 'µs' || unit === '×' ? 1 : unit === 'CLS' ? 3 : 0;
  return `${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`;
};

export type Movement = { kind: 'better' | 'worse' | 'same'; share: number } | null;

/** How a row moved since the baseline: its headline number, in the direction that counts as better. */
export function movement(current: Measure | undefined, previous: Measure | undefined): Movement {
  if (!current || !previous || previous.unit !== current.unit || previous.value === 0) return null;
  const share = (current.value - previous.value) / Math.abs(previous.value);
  if (Math.abs(share) < SAME_WITHIN) return { kind: 'same', share };
  const improved = current.better === 'higher' ? share > 0 : share < 0;
  return { kind: improved ? 'better' : 'worse', share };
}

const verdict = (row: Row) =>
  row.ok === undefined
    ? '<td class="none">—</td>'
    : row.ok
      ? '<td class="pass"><span aria-hidden="true">✔</span> met</td>'
      : '<td class="miss"><span aria-hidden="true">✘</span> missed</td>';

function movementCell(move: Movement): string {
  if (!move) return '<td class="none">new</td>';
  const percent = `${move.share > 0 ? '+' : ''}${(move.share * 100).toFixed(1)}%`;
  if (move.kind === 'same') return `<td class="same">${percent} (same)</td>`;
  return `<td class="${move.kind}">${percent} (${move.kind})</td>`;
}

/**
 * A horizontal bar of the row's number against what it is held to: the reference (a ceiling or a
 * floor) as a grey bar, the budget as a line. Scaled to the largest of the three.
 */
export function barSvg(measure: Measure): string {
  const width = 220;
  const height = 30;
  const top = Math.max(measure.value, measure.reference?.value ?? 0, measure.limit ?? 0) || 1;
  const x = (v: number) => Math.max(1, Math.round((v / top) * (width - 2)));
  const parts = [
    measure.reference ? `<rect x="0" y="2" width="${x(measure.reference.value)}" height="10" class="reference"/>` : '',
    `<rect x="0" y="15" width="${x(measure.value)}" height="12" class="value"/>`,
    measure.limit !== undefined ? `<line x1="${x(measure.limit)}" x2="${x(measure.limit)}" y1="0" y2="${height}" class="limit"/>` : '',
  ];
  const label = [
    `${formatNumber(measure.value, measure.unit)}`,
    measure.reference ? `${measure.reference.label} ${formatNumber(measure.reference.value, measure.unit)}` : '',
    measure.limit !== undefined ? `budget ${formatNumber(measure.limit, measure.unit)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `<svg role="img" aria-label="${escapeHtml(label)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** The scale rows as curves: one line per series, CPU per answer (or req/s) against the number of rows, log scale. */
export function scaleCurvesSvg(rows: Row[]): string {
  const points = rows.filter((r) => r.measure?.scale);
  if (points.length === 0) return '';
  const bySeries = new Map<string, Array<{ n: number; y: number }>>();
  const useCpu = points.every((r) => r.measure!.cpuMicros !== undefined);
  for (const r of points) {
    const { series, n } = r.measure!.scale!;
    const y = useCpu ? r.measure!.cpuMicros! : r.measure!.value;
    bySeries.set(series, [...(bySeries.get(series) ?? []), { n, y }]);
  }
  const all = [...bySeries.values()].flat();
  const [width, height, pad] = [520, 240, 44];
  const minN = Math.min(...all.map((p) => p.n));
  const maxN = Math.max(...all.map((p) => p.n));
  const maxY = Math.max(...all.map((p) => p.y)) * 1.1 || 1;
  const px = (n: number) =>
    pad + (maxN === minN ? 0 : ((Math.log10(n) - Math.log10(minN)) / (Math.log10(maxN) - Math.log10(minN))) * (width - 2 * pad));
  const py = (y: number) => height - pad - (y / maxY) * (height - 2 * pad);
  const unit = useCpu ? 'µs CPU per answer' : 'req/s';
  const lines = [...bySeries.entries()].map(([series, pts], i) => {
    const sorted = [...pts].sort((a, b) => a.n - b.n);
    const d = sorted.map((p, j) => `${j === 0 ? 'M' : 'L'}${px(p.n).toFixed(1)},${py(p.y).toFixed(1)}`).join(' ');
    const growth = sorted.length > 1 ? sorted.at(-1)!.y / sorted[0]!.y : 1;
    return {
      svg:
        `<path d="${d}" class="series s${i % 4}"/>` +
        sorted.map((p) => `<circle cx="${px(p.n).toFixed(1)}" cy="${py(p.y).toFixed(1)}" r="3" class="s${i % 4}"/>`).join(''),
      legend: `<li class="s${i % 4}">${escapeHtml(series)}: ${sorted.map((p) => `${p.n.toLocaleString('en-US')} → ${formatNumber(p.y, useCpu ? 'µs' : 'req/s')}`).join(', ')} (×${growth.toFixed(2)} from the smallest to the largest)</li>`,
    };
  });
  const ticks = [...new Set(all.map((p) => p.n))]
    .sort((a, b) => a - b)
    .map((n) => `<text x="${px(n).toFixed(1)}" y="${height - pad + 16}" class="tick">${n.toLocaleString('en-US')}</text>`)
    .join('');
  const label = `Scale curves, ${unit} against rows: ${[...bySeries.keys()].join(', ')}`;
  return (
    `<figure><svg role="img" aria-label="${escapeHtml(label)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" class="axis"/>` +
    `<line x1="${pad}" y1="${pad / 2}" x2="${pad}" y2="${height - pad}" class="axis"/>` +
    `<text x="${pad - 6}" y="${py(maxY / 1.1) + 4}" class="ytick">${Math.round(maxY / 1.1).toLocaleString('en-US')}</text>` +
    `<text x="${pad - 6}" y="${height - pad + 4}" class="ytick">0</text>` +
    `<text x="${pad + 4}" y="${pad / 2 - 4}" class="ytick" style="text-anchor:start">${escapeHtml(unit)}</text>${ticks}${lines.map((l) => l.svg).join('')}</svg>` +
    `<figcaption><ul>${lines.map((l) => l.legend).join('')}</ul></figcaption></figure>`
  );
}

function lighthouseCards(rows: Row[]): string {
  const pages = rows.filter((r) => r.measure?.scores);
  if (pages.length === 0) return '';
  const score = (name: string, value: number) =>
    `<li class="${value >= 90 ? 'good' : value >= 50 ? 'fair' : 'poor'}"><span class="score">${value}</span> ${name}</li>`;
  return `<div class="cards">${pages
    .map((r) => {
      const s = r.measure!.scores!;
      return (
        `<section class="card" aria-label="${escapeHtml(r.name)}"><h3>${escapeHtml(r.name.replace(/^Lighthouse /, ''))}</h3><ul>` +
        score('performance', s.performance) +
        score('accessibility', s.accessibility) +
        score('best practices', s.bestPractices) +
        score('SEO', s.seo) +
        `</ul><p>LCP ${s.lcpMs} ms · TBT ${s.tbtMs} ms · CLS ${s.cls}</p></section>`
      );
    })
    .join('')}</div>`;
}

const STYLE = `
body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:1200px;padding:0 1rem;color:#1d1d1f}
h1{font-size:1.6rem}h2{margin-top:2.2rem;font-size:1.2rem}
table{border-collapse:collapse;width:100%}caption{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
th,td{border-bottom:1px solid #ddd;padding:.35rem .5rem;text-align:left;vertical-align:middle}
th{background:#f5f5f7}td.value{font-variant-numeric:tabular-nums}
.pass{color:#1a7f37}.miss{color:#b3261e;font-weight:700}.none{color:#666}
.better{color:#1a7f37}.worse{color:#b3261e;font-weight:700}.same{color:#555}
.summary{display:flex;gap:1rem;flex-wrap:wrap;padding:0;list-style:none}
.summary li{border:1px solid #ddd;border-radius:8px;padding:.6rem 1rem}
svg .reference{fill:#c7c7cc}svg .value{fill:#3b5bdb}svg .limit{stroke:#b3261e;stroke-width:2}
svg .axis{stroke:#888}svg .tick{font-size:11px;fill:#444;text-anchor:middle}svg .ytick{font-size:11px;fill:#444;text-anchor:end}svg .series{fill:none;stroke-width:2}
.s0{stroke:#3b5bdb;fill:#3b5bdb;color:#3b5bdb}.s1{stroke:#c2410c;fill:#c2410c;color:#9a3412}.s2{stroke:#15803d;fill:#15803d;color:#166534}.s3{stroke:#7c3aed;fill:#7c3aed;color:#6d28d9}
path.series{fill:none}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));gap:1rem}
.card{border:1px solid #ddd;border-radius:10px;padding:.8rem}.card h3{margin:0 0 .5rem;font-size:1rem}
.card ul{list-style:none;padding:0;margin:0}.card .score{display:inline-block;min-width:2.2rem;font-weight:700}
.good .score{color:#1a7f37}.fair .score{color:#9a6700}.poor .score{color:#b3261e}
.legend{font-size:.9rem;color:#444}
`;

/**
 * The bench run as one self-contained HTML page (no script, no outside files): what met or missed
 * its budget, each row's number against its ceiling or floor, the scale curves, the Lighthouse
 * scores, and how each row moved since the baseline (the last result kept in the repository).
 */
export function benchReportHtml(current: BenchResult, baseline: BenchResult | null): string {
  const before = new Map((baseline?.rows ?? []).map((r) => [`${r.section}:${r.name}`, r]));
  const budgeted = current.rows.filter((r) => r.ok !== undefined);
  const missed = budgeted.filter((r) => r.ok === false);
  const moves = current.rows.map((r) => movement(r.measure, before.get(`${r.section}:${r.name}`)?.measure));
  const worse = moves.filter((m) => m?.kind === 'worse').length;
  const better = moves.filter((m) => m?.kind === 'better').length;
  const sections = (['bundle', 'browser', 'api', 'memory', 'scale'] as const).filter((s) => current.rows.some((r) => r.section === s));
  const body = sections
    .map((section) => {
      const rows = current.rows.map((row, i) => ({ row, move: moves[i]! })).filter(({ row }) => row.section === section);
      const table =
        `<table><caption>${escapeHtml(SECTION_TITLES[section])}</caption>` +
        `<thead><tr><th scope="col">Row</th><th scope="col">Measured</th><th scope="col">Against its ceiling and budget</th><th scope="col">Budget</th><th scope="col">Verdict</th><th scope="col">Since the baseline</th></tr></thead><tbody>` +
        rows
          .map(
            ({ row, move }) =>
              `<tr><th scope="row">${escapeHtml(row.name)}</th><td class="value">${escapeHtml(row.value)}${row.ratio ? `<br><small>${escapeHtml(row.ratio)}</small>` : ''}</td>` +
              `<td>${row.measure ? barSvg(row.measure) : ''}</td><td>${escapeHtml(row.budget ?? '')}</td>${verdict(row)}${baseline ? movementCell(move) : '<td class="none">no baseline</td>'}</tr>`,
          )
          .join('') +
        '</tbody></table>';
      const extra =
        section === 'browser' ? lighthouseCards(rows.map((r) => r.row)) : section === 'scale' ? scaleCurvesSvg(rows.map((r) => r.row)) : '';
      return `<section><h2>${escapeHtml(SECTION_TITLES[section])}</h2>${extra}${table}</section>`;
    })
    .join('');
  const about = [
    current.commit ? `commit ${current.commit}` : '',
    current.database ? `on ${current.database}` : '',
    current.counts
      ? Object.entries(current.counts)
          .map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`)
          .join(', ')
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const since = baseline
    ? `the baseline of ${baseline.at.slice(0, 16).replace('T', ' ')} UTC${baseline.commit ? ` (commit ${baseline.commit})` : ''}`
    : 'no baseline';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Confetti bench, ${escapeHtml(current.at.slice(0, 16).replace('T', ' '))} UTC</title><style>${STYLE}</style></head>
<body><main><h1>Confetti bench, ${escapeHtml(current.at.slice(0, 16).replace('T', ' '))} UTC</h1>
<p>${escapeHtml(about)}. Compared with ${escapeHtml(since)}; a change under ${SAME_WITHIN * 100}% counts as the same.</p>
<ul class="summary"><li><strong>${budgeted.length - missed.length}</strong> of ${budgeted.length} budgets met</li><li><strong>${missed.length}</strong> missed${missed.length ? `: ${missed.map((r) => escapeHtml(r.name)).join('; ')}` : ''}</li>${baseline ? `<li><strong>${better}</strong> better, <strong>${worse}</strong> worse since the baseline</li>` : ''}</ul>
<p class="legend">Bars: blue is the measured number, grey what it is held against (the bare route's ceiling or the floor app), the red line the budget.</p>
${body}</main></body></html>
`;
}
