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
}

/**
 * Lighthouse with its default (mobile) settings, one page after another in one Debian Chromium
 * (a page's `headers`, such as a session cookie, are sent with each of its requests).
 * Scores are 0–100; a page that fails to load throws, so the bench reports it instead of a zero.
 */
export async function runLighthouse(
  pages: Array<{ name: string; url: string; headers?: Record<string, string> }>,
): Promise<Map<string, LighthouseScores>> {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const scores = new Map<string, LighthouseScores>();
  try {
    for (const page of pages) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // A signed-in page (the couple's guest list) gets the session cookie on every request.
        ...(page.headers ? { extraHeaders: page.headers } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${page.url}: ${lhr.runtimeError.message}`);
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
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
