import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { breakpointFor } from '../../src/lib/breakpoints';

export interface PageErrors {
  /** Declares a failure the journey expects (a wrong password's 401, say). */
  allow(pattern: RegExp): void;
}

/**
 * `test` with a page that fails the test on any console error, uncaught page error or failed
 * HTTP request the test did not expect, and a screenshot of the final state kept under
 * test-results/ (the config's screenshot: 'on').
 */
export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      // Name the URL of failed requests: the console only says 'Failed to load resource'.
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${new URL(response.url()).pathname}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((e) => !allowed.some((re) => re.test(e))),
        'errors on the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (WCAG 2.1 A/AA) on the page, or on `selector`, and fails on any violation. */
export async function expectNoAxeViolations(page: Page, selector?: string): Promise<void> {
  // Evaluated through the DevTools protocol, not as an inline <script>, which the page's CSP blocks.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(context ?? document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, selector ?? null);
  expect(violations, 'axe violations').toEqual([]);
}

/** Viewport widths every journey is checked at. */
export const VIEWPORTS = { mobile: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

/**
 * Saves a full-page screenshot as <outputDir>/screens/<name>-<width>.png (kept after the run,
 * for reviewers to look at), beside the automatic end-of-test one.
 */
/**
 * After a viewport change the app lays itself out again once spec §9's debounces have passed (the
 * breakpoint 500 ms after the resize, the header's reserved height 200 ms after that): a picture
 * taken before shows the old width's header. The header names the layout its height was worked
 * out for (`data-layout`); wait for the one this width gets (pages without it: at once).
 */
export async function layoutSettled(page: Page): Promise<void> {
  const width = page.viewportSize()?.width;
  const header = page.locator('header[data-layout]').first();
  if (!width || (await header.count()) === 0) return;
  await expect(header).toHaveAttribute('data-layout', breakpointFor(width));
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await layoutSettled(page);
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(base.info().project.outputDir, 'screens', `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
