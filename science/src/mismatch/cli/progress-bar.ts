/** One line of progress: a bar over the input bytes read, the samples done and the rate. */
export const formatProgressLine = (
  fraction: number,
  samples: number,
  pairsPerSecond: number,
  width = 30,
): string => {
  const clamped = Math.min(1, Math.max(0, fraction));
  const filled = Math.round(clamped * width);
  const percent = `${Math.floor(clamped * 100)}%`.padStart(4);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent} ${samples.toLocaleString('en-US')} samples, ${Math.round(pairsPerSecond).toLocaleString('en-US')} pairs/s`;
};

export interface ProgressReporter {
  update(bytesRead: number, samples: number, pairs: number): void;
  finish(): void;
}

interface ProgressStream {
  readonly isTTY?: boolean;
  write(text: string): boolean;
}

/** Shown only on a terminal and only once a run has lasted `delayMs`: short runs stay quiet. */
export const createProgressReporter = (
  stream: ProgressStream,
  totalBytes: number,
  now: () => number = () => performance.now(),
  delayMs = 1000,
  intervalMs = 150,
): ProgressReporter => {
  const startedAt = now();
  let lastDrawn = Number.NEGATIVE_INFINITY;
  let drawn = false;
  return {
    update(bytesRead, samples, pairs) {
      if (!stream.isTTY) return;
      const time = now();
      if (time - startedAt < delayMs || time - lastDrawn < intervalMs) return;
      lastDrawn = time;
      drawn = true;
      const seconds = (time - startedAt) / 1000;
      stream.write(
        `\r${formatProgressLine(totalBytes > 0 ? bytesRead / totalBytes : 0, samples, pairs / seconds)}`,
      );
    },
    finish() {
      if (drawn) stream.write('\r\u001b[2K');
    },
  };
};
