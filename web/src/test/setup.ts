import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { screensLoading } from '../app/lazy-route';
import { refuseUnmockedFetch, takeUnmockedCalls } from './fetch';
import { stopOwnerStackCapture } from './owner-stacks';

// Mantine asks matchMedia about breakpoints. Matching only the empty query keeps components at their
// base layout; the usual `matches: false` stub for everything empties mantine-datatable rows.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// mantine-datatable scrolls its viewport to the top on page change; nothing scrolls here.
window.HTMLElement.prototype.scrollTo = () => {};
// happy-dom has no window.print; the report view's Print button calls it (its test spies on it).
window.print = () => {};

// React's development build captured a stack for every element it created; no test reads them.
stopOwnerStackCapture();

// A screen's code loads on its first visit (lazyRoute), and `npm test` runs its stages side by side:
// on a busy 2-core machine a findBy or waitFor can need more than testing-library's 1 s default.
// A passing wait ends as soon as it is met; only a failing one lasts this long.
configure({ asyncUtilTimeout: 10_000 });

// A test can end while a screen it opened is still loading its code (lazyRoute). The files of a
// worker share one environment (isolate: false): a load left running when the last one ends is torn
// down mid-import, and vitest fails that file with EnvironmentTeardownError (seen once in CI, under
// load). Each file waits for the loads it started.
afterAll(async () => {
  await Promise.allSettled(screensLoading());
});

// A call no test mocked fails the test (see fetch.ts), instead of reaching the network or
// answering something quietly.
beforeEach(() => {
  refuseUnmockedFetch();
});

afterEach(() => {
  // Toasts live in a store outside React: one test's toast must not show up in the next.
  notifications.clean();
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  const unmocked = takeUnmockedCalls();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (unmocked.length > 0)
    throw new Error(
      `Calls with no mock (add them to this test's mockFetch): ${[...new Set(unmocked)].join(', ')}`,
    );
});
