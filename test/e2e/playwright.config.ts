import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from '../setup/freePort';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the production
 * build served by the real server, on a free port, with a fresh temporary database per run.
 * The values are put in process.env so the worker processes (which re-read this file) agree.
 */
process.env.E2E_PORT ??= String(freePort());
if (!process.env.E2E_DATA_DIR) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-e2e-'));
  process.env.E2E_DATA_DIR = path.join(tmp, 'db');
  // The run's database (about 67 MB) goes when the runner exits. Not in a globalTeardown:
  // Playwright stops the webServer after global teardown, and the server has it open until then.
  process.once('exit', () => fs.rmSync(tmp, { recursive: true, force: true }));
}
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const root = path.resolve(__dirname, '../..');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // E2E_OUTPUT_DIR lets engineers sharing a checkout keep their runs apart (each run empties it first).
  outputDir: path.resolve(root, process.env.E2E_OUTPUT_DIR ?? 'test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    cwd: root,
    url: `${baseURL}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // 'test' runs the production build and server code, with the development outbox page (journeys read mail there).
      APP_ENV: 'test',
      APP_SECRET: `e2e-${Date.now()}-${Math.random()}`,
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DIST_DIR: path.resolve(root, process.env.DIST_DIR ?? 'dist'),
      LOG_LEVEL: 'warn',
      // Many journeys log in from one IP within a minute.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
