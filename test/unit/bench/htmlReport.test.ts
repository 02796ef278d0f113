import { barSvg, movement, benchReportHtml, SAME_WITHIN, scaleCurvesSvg, type BenchResult } from '../../bench/htmlReport';
import type { Measure, Row } from '../../bench/report';

const kb = (value: number, extra: Partial<Measure> = {}): Measure => ({ value, unit: 'KB', better: 'lower', ...extra });
const reqs = (value: number, extra: Partial<Measure> = {}): Measure => ({ value, unit: 'req/s', better: 'higher', ...extra });

const rows: Row[] = [
  {
    section: 'bundle',
    name: 'home initial JS / CSS (gzip)',
    value: '149.0 KB / 6.4 KB',
    budget: '≤ 1.3×',
    ok: false,
    measure: kb(149, { reference: { label: 'floor', value: 114.5 }, limit: 148.9 }),
  },
  {
    section: 'api',
    name: 'nav categories',
    value: '9000 req/s',
    budget: '≥ 50%',
    ok: true,
    measure: reqs(9000, { reference: { label: 'ceiling', value: 15000 }, limit: 7500 }),
  },
  { section: 'api', name: 'cart add', value: '300 req/s', measure: reqs(300) },
  {
    section: 'browser',
    name: 'Lighthouse home',
    value: 'perf 97',
    ok: true,
    measure: {
      value: 97,
      unit: 'score',
      better: 'higher',
      limit: 95,
      scores: { performance: 97, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1800, tbtMs: 40, cls: 0 },
    },
  },
  ...[1_000, 10_000, 100_000].map((n, i): Row => ({
    section: 'scale',
    name: `category listing, ${n.toLocaleString('en-US')} products`,
    value: '…',
    measure: reqs(2000 - i * 100, { cpuMicros: 100 + i * 10, scale: { series: 'category listing', n } }),
  })),
];
const current: BenchResult = { at: '2026-11-26T10:00:00.000Z', commit: 'abc1234', database: 'pglite', counts: { products: 1000 }, rows };

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('movement since the baseline', () => {
  it('reads lower sizes and higher throughput as better, and small changes as the same', () => {
    expect(movement(kb(140), kb(150))).toEqual({ kind: 'better', share: expect.closeTo(-0.0667, 3) });
    expect(movement(kb(160), kb(150))?.kind).toBe('worse');
    expect(movement(reqs(1100), reqs(1000))?.kind).toBe('better');
    expect(movement(reqs(900), reqs(1000))?.kind).toBe('worse');
    expect(movement(reqs(1000 * (1 + SAME_WITHIN / 2)), reqs(1000))?.kind).toBe('same');
  });

  it('has nothing to say without a comparable baseline row', () => {
    expect(movement(kb(1), undefined)).toBeNull();
    expect(movement(undefined, kb(1))).toBeNull();
    expect(movement(kb(1), reqs(1))).toBeNull();
  });
});

describe('bars and curves', () => {
  it('labels a bar with the value, its reference and its budget', () => {
    const svg = parse(barSvg(rows[1]!.measure!)).querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('9,000 req/s, ceiling 15,000 req/s, budget 7,500 req/s');
    expect(svg.querySelectorAll('rect')).toHaveLength(2);
    expect(svg.querySelector('line.limit')).not.toBeNull();
  });

  it('draws one curve per scale series, CPU per answer against rows, with its growth', () => {
    const figure = parse(scaleCurvesSvg(rows)).querySelector('figure')!;
    expect(figure.querySelectorAll('path.series')).toHaveLength(1);
    expect(figure.querySelectorAll('circle')).toHaveLength(3);
    expect(figure.querySelector('figcaption')!.textContent).toContain(
      'category listing: 1,000 → 100.0 µs, 10,000 → 110.0 µs, 100,000 → 120.0 µs (×1.20 from the smallest to the largest)',
    );
  });
});

describe('the report', () => {
  it('is one self-contained page: no script and nothing loaded from elsewhere', () => {
    const page = benchReportHtml(current, null);
    const doc = parse(page);
    expect(doc.querySelectorAll('script, link, img, iframe')).toHaveLength(0);
    expect(page).not.toMatch(/https?:\/\//);
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('h1')!.textContent).toBe('Confetti bench, 2026-11-26 10:00 UTC');
  });

  it('says which budgets were met and which missed', () => {
    const doc = parse(benchReportHtml(current, null));
    const summary = doc.querySelector('.summary')!.textContent;
    expect(summary).toContain('2 of 3 budgets met');
    expect(summary).toContain('1 missed: home initial JS / CSS (gzip)');
    const homeRow = [...doc.querySelectorAll('tr')].find((tr) => tr.querySelector('th')?.textContent === 'home initial JS / CSS (gzip)')!;
    expect(homeRow.querySelector('td.miss')!.textContent).toContain('missed');
  });

  it('shows how each row moved since the baseline', () => {
    const baseline: BenchResult = {
      at: '2026-11-20T09:00:00.000Z',
      commit: 'def5678',
      rows: [
        { ...rows[0]!, measure: kb(147.5) },
        { ...rows[1]!, measure: reqs(10000) },
      ],
    };
    const doc = parse(benchReportHtml(current, baseline));
    const cell = (name: string) =>
      [...doc.querySelectorAll('tr')].find((tr) => tr.querySelector('th')?.textContent === name)!.querySelector('td:last-child')!;
    expect(cell('home initial JS / CSS (gzip)').textContent).toBe('+1.0% (same)');
    expect(cell('nav categories').textContent).toBe('-10.0% (worse)');
    expect(cell('cart add').textContent).toBe('new');
    expect(doc.body.textContent).toContain('Compared with the baseline of 2026-11-20 09:00 UTC (commit def5678)');
    expect(doc.querySelector('.summary')!.textContent).toContain('0 better, 1 worse since the baseline');
  });

  it('gives each Lighthouse page a card of its four scores and its timings', () => {
    const card = parse(benchReportHtml(current, null)).querySelector('.card')!;
    expect(card.querySelector('h3')!.textContent).toBe('home');
    expect([...card.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '97 performance',
      '100 accessibility',
      '100 best practices',
      '100 SEO',
    ]);
    expect(card.textContent).toContain('LCP 1800 ms · TBT 40 ms · CLS 0');
  });

  it('escapes what the rows say', () => {
    const page = benchReportHtml({ ...current, rows: [{ section: 'api', name: '<script>alert(1)</script>', value: 'a & b' }] }, null);
    expect(parse(page).querySelectorAll('script')).toHaveLength(0);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
