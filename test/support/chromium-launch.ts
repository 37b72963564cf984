import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Chromium's headless shell when it is installed (`sudo apt-get install -y chromium-headless-shell`):
 * what Playwright itself runs for headless tests, and about a quarter less CPU than the whole
 * browser, which was the run's biggest consumer on 2 cores (issue 21). Otherwise Debian's Chromium;
 * CHROMIUM_PATH picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * The features Playwright 1.65 disables for every Chromium it launches (its `chromiumSwitches`).
 * Chromium reads only the LAST `--disable-features` of its command line, so ours must carry
 * Playwright's too: a list of our own alone switched them back on (paint holding, optimization
 * hints, the media router, ...), 4.6 s more CPU in the first shard's browser.
 * chromium-launch.test.ts fails when a Playwright upgrade disables one this list lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 preloads its WebUI omnibox popups for every window, a renderer of its own for each
 * test's context: 0.6 to 0.8 s of CPU per test that no test looks at (issue 21).
 */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** How the browser tests launch Chromium (test/playwright.config.ts). */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
    // V8 tiers up to its baseline compiler only: a test's page lives seconds, too short for what
    // optimizing compilers cost to pay back. The renderers of the first shard used 3.8 s (a tenth)
    // less CPU, at the same wall time (docs/decisions/0033-ci-on-a-slower-machine.md).
    '--js-flags=--max-opt=1',
  ],
};
