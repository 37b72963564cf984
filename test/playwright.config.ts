import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium-launch';

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
    launchOptions: chromiumLaunchOptions,
  },
});
