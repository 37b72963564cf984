import userEvent from '@testing-library/user-event';

/**
 * A user-event session for a screen test. No macrotask between a typed string's keys: each was a
 * timer of happy-dom's and a yield, 3 to 5 s of the web project's 53 s of CPU (one worker, twice
 * each). Every event still comes in order, and React renders after each call of user's.
 */
export const setupUser = () => userEvent.setup({ delay: null });
