import * as React from 'react';

/** React's internals object, where its development build counts the owner stacks it captured. */
const INTERNALS = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';

/**
 * React's development build captures an owner stack for each element it creates (an `Error` and a
 * `console.createTask`), up to 10,000 a second, for DevTools and for the component stacks of its
 * warnings. No test reads them, and they cost the web project 6 to 9 s of its 62 to 64 s of CPU
 * (React knows the cost: facebook/react#32529 added the limit). React stops capturing once its
 * counter reaches 10,000 and resets the counter once a second; pinning the counter there stops the
 * capture. React's warnings still print, with their message and without the owner's stack. Throws
 * if a React upgrade moves the counter, so the saving cannot vanish unnoticed (owner-stacks.test.ts
 * fails too).
 */
export const stopOwnerStackCapture = (): void => {
  const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)[INTERNALS];
  if (typeof internals?.recentlyCreatedOwnerStacks !== 'number')
    throw new Error(`React ${React.version} has no owner-stack counter: remove stopOwnerStackCapture`);
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => {},
  });
};
