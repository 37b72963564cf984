import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from './chromium-launch';

const FEATURES_SWITCH = '--disable-features=';

/** The browser process's own command line, as Playwright launched it with our options. */
const launchedCommandLine = async (): Promise<string[]> => {
  const server = await chromium.launchServer(chromiumLaunchOptions);
  try {
    const pid = server.process().pid;
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/).filter(Boolean);
  } finally {
    await server.close();
  }
};

describe('how the browser tests launch Chromium', () => {
  it('keeps every feature Playwright disables: Chromium reads only the last --disable-features, ours', async () => {
    const switches = (await launchedCommandLine()).filter((arg) => arg.startsWith(FEATURES_SWITCH));
    const featuresOf = (arg: string) => arg.slice(FEATURES_SWITCH.length).split(',').filter(Boolean);
    const last = new Set(featuresOf(switches.at(-1) ?? ''));
    const lost = switches.flatMap(featuresOf).filter((feature) => !last.has(feature));
    expect(switches.length).toBeGreaterThanOrEqual(2);
    expect(lost).toEqual([]);
    expect(last).toContain('WebUIOmniboxPopup');
  });
});
