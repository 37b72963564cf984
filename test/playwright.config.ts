import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium against a private local stack serving the built SPA.
 * The port is chosen once, when the runner first loads this file; workers inherit it via the env.
 * It comes from below the ephemeral range, so no other stack's port 0 can take it meanwhile.
 */
process.env.OW_PORT ??= execFileSync(process.execPath, [
  fileURLToPath(new URL('./support/pick-browser-port.mjs', import.meta.url)),
])
  .toString()
  .trim();

/**
 * Chromium's headless shell when it is installed (`sudo apt-get install -y chromium-headless-shell`):
 * what Playwright itself runs for headless tests, and about a quarter less CPU than the whole
 * browser, which was the run's biggest consumer on 2 cores (issue 21). Otherwise Debian's Chromium;
 * CHROMIUM_PATH picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './browser',
  globalSetup: './support/browser-global-setup.ts',
  // One stack, shared accounts: run the specs one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${process.env.OW_PORT}`,
    screenshot: 'only-on-failure',
    // Recording a trace of every test cost a quarter of the suite's CPU (issue 21: 47 s against 36 s
    // over the oligo and product specs). To debug a failure: `--trace retain-on-failure`.
    trace: 'off',
    // As a person who asked their system for less motion: loaders and skeletons stand still instead
    // of repainting every frame while a test waits on the stack, 12 s less CPU over the two shards
    // (docs/decisions/0033-ci-on-a-slower-machine.md). sign-in.spec.ts checks both settings.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Chromium 156 preloads its WebUI omnibox popups for every window, a renderer of its own for
        // each test's context: 0.6 to 0.8 s of CPU per test that no test looks at (issue 21).
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
      ],
    },
  },
});
