import * as chromeLauncher from 'chrome-launcher';

/** The Chromium flags of TOOLCHAIN.md: headless, no sandbox, nothing phoning home. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What cost points: best-practices and accessibility audits that failed, and the main thread's largest costs. */
  notes: string[];
}

/** The kinds of DevTools issues an "Issues were logged" audit found (" (GenericIssue: FormEmptyIdAndNameAttributesForInputError ×3)"). */
function issueKinds(details: unknown): string {
  const items = (details as { items?: Array<{ issueType?: string; subItems?: { items?: Array<Record<string, unknown>> } }> } | undefined)
    ?.items;
  if (!items?.length) return '';
  const kinds = items.map((i) => {
    const sub = i.subItems?.items ?? [];
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const detail = sub.map((s) => text(s.errorType) || text(s.issueReason) || text(s.reason) || text(s.url)).filter(Boolean);
    return `${i.issueType ?? '?'}${detail.length ? `: ${[...new Set(detail)].join(', ')} ×${sub.length}` : ''}`;
  });
  return ` (${kinds.join('; ')})`;
}

/** The main thread's three largest kinds of work ("scriptEvaluation 812 ms"), from Lighthouse's breakdown. */
function mainThreadCosts(details: unknown): string[] {
  const items = (details as { items?: Array<{ groupLabel?: string; group?: string; duration?: number }> } | undefined)?.items ?? [];
  return [...items]
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, 3)
    .map((i) => `main thread: ${i.groupLabel ?? i.group ?? '?'} ${Math.round(i.duration ?? 0)} ms`);
}

/** Runs per page; the page's scores are its median run's (issue 33 §2). */
export const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse with its default (mobile) settings, one page after another in one Debian Chromium
 * (a page's `headers`, such as a session cookie, are sent with each of its requests), each page
 * LIGHTHOUSE_RUNS times: the scores are those of the median run as Lighthouse itself picks it
 * (computeMedianRun: the run nearest the median FCP and TTI), so one noisy run decides nothing.
 * Scores are 0–100; a page that fails to load throws, so the bench reports it instead of a zero.
 */
export async function runLighthouse(
  pages: Array<{ name: string; url: string; headers?: Record<string, string> }>,
  runs = LIGHTHOUSE_RUNS,
): Promise<Map<string, LighthouseScores>> {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const scores = new Map<string, LighthouseScores>();
  try {
    for (const page of pages) {
      const reports: Array<NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']> = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // A signed-in page (the couple's guest list) gets the session cookie on every request.
          ...(page.headers ? { extraHeaders: page.headers } : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${page.url}: ${result.lhr.runtimeError.message}`);
        reports.push(result.lhr);
      }
      const lhr = computeMedianRun(reports) as (typeof reports)[number];
      const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
      const audit = (key: string) => lhr.audits[key]?.numericValue ?? Number.NaN;
      scores.set(page.name, {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        notes: [
          ...['best-practices', 'accessibility'].flatMap((category) =>
            (lhr.categories[category]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
              .map((ref) => `${category}: ${lhr.audits[ref.id]!.title}${issueKinds(lhr.audits[ref.id]!.details)}`),
          ),
          ...mainThreadCosts(lhr.audits['mainthread-work-breakdown']?.details),
        ],
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
