import type { MismatchBatchSummary } from '../run-mismatch-batch';

export interface SummaryContext {
  readonly oligoNames: readonly string[];
  readonly seconds: number;
  /** 0 = this thread. */
  readonly workers: number;
  readonly outPath?: string;
}

const WORST_POSITIONS = 3;

const formatCount = (value: number): string => value.toLocaleString('en-US');
const formatPercent = (value: number): string => `${value.toFixed(1)}%`;

const padEnd = (text: string, width: number): string => text.padEnd(width);
const padStart = (text: string, width: number): string => text.padStart(width);

/** The console summary of a `check` run: one line per oligo, positions 1-based as written 5'->3'. */
export const formatSummary = (summary: MismatchBatchSummary, context: SummaryContext): string => {
  const { sampleCount, pairCount, uniqueSampleCount } = summary;
  const rate = context.seconds > 0 ? Math.round(pairCount / context.seconds) : pairCount;
  const threads =
    context.workers === 0
      ? 'on one thread'
      : `with ${context.workers} worker${context.workers === 1 ? '' : 's'}`;
  const lines = [
    `Checked ${formatCount(context.oligoNames.length)} oligos against ${formatCount(sampleCount)} samples ` +
      `(${formatCount(pairCount)} pairs, ${formatCount(sampleCount - uniqueSampleCount)} duplicate samples) ` +
      `in ${context.seconds.toFixed(1)} s (${formatCount(rate)} pairs/s ${threads}).`,
  ];
  const nameWidth = Math.max(5, ...context.oligoNames.map((name) => name.length));
  lines.push(
    [
      padEnd('oligo', nameWidth + 1),
      padStart('samples', 8),
      padStart('with mismatches', 22),
      padStart('total', 8),
      "  worst positions (1-based, 5'->3' as written)",
    ].join(''),
  );
  for (const name of context.oligoNames) {
    const stats = summary.stats[name];
    if (!stats) continue;
    const withMismatches = Math.round((stats.total_percent * sampleCount) / 100);
    const worst = stats.byIndex
      .map((entry, index) => ({ ...entry, position: index + 1 }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count || a.position - b.position)
      .slice(0, WORST_POSITIONS)
      .map(
        (entry) =>
          `${entry.position} ${entry.base}: ${formatCount(entry.count)} (${formatPercent(entry.percent)})`,
      );
    lines.push(
      [
        padEnd(name, nameWidth + 1),
        padStart(formatCount(sampleCount), 8),
        padStart(`${formatCount(withMismatches)} (${formatPercent(stats.total_percent)})`, 22),
        padStart(formatCount(stats.total), 8),
        `  ${worst.length > 0 ? worst.join(', ') : '-'}`,
      ].join(''),
    );
  }
  if (context.outPath) lines.push(`Rows written to ${context.outPath}.`);
  return `${lines.join('\n')}\n`;
};
