/**
 * Runs a test that counts attempts against a fixed-window budget (docs/decisions/0011) so that a
 * window turning during it cannot make it fail: the budgets restart at every multiple of the window,
 * so a test that happens to straddle one legitimately sees a fresh budget half way. When the body
 * fails and the window turned while it ran, it runs once more (with fresh callers of its own; a
 * second turn is a whole window away). A failure within one window is a failure.
 */
export const inOneWindow = (windowSeconds: number, body: () => Promise<void>) => async (): Promise<void> => {
  const windowNow = () => Math.floor(Date.now() / 1000 / windowSeconds);
  const started = windowNow();
  try {
    await body();
  } catch (error) {
    if (windowNow() === started) throw error;
    await body();
  }
};
