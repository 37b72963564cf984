import type { MismatchAnchors } from '../anchors';
import type { MismatchBatchSummary } from '../run-mismatch-batch';

export interface SummaryContext {
  readonly oligoNames: readonly string[];
  readonly seconds: number;
  /** 0 = this thread. */
  readonly workers: number;
  readonly outPath?: string;
  /** The anchors the run placed with, to say where they came from. */
  readonly anchors?: MismatchAnchors;
}

const WORST_POSITIONS = 3;

const formatCount = (value: number): string => value.toLocaleString('en-US');
const formatPercentCell = (value: number): string => `${value.toFixed(1)}%`;
const padEnd = (text: string, width: number): string => text.padEnd(width);
const padStart = (text: string, width: number): string => text.padStart(width);

const describeAnchors = (anchors: MismatchAnchors): string => {
  const without = anchors.oligos.filter((entry) => 'none' in entry).map((entry) => entry.name);
  const from =
    anchors.source === 'reference'
      ? 'the reference genome'
      : `the first ${formatCount(anchors.genomes)} genome${anchors.genomes === 1 ? '' : 's'} read`;
  const none =
    without.length === 0
      ? ''
      : ` No site found for ${without.join(', ')}: a sample is scored only where the oligo sits closer than chance.`;
  return `Sites placed by anchors from ${from}.${none}`;
};

/**
 * The console summary of a `check` run: one line per oligo with a column per outcome (scored,
 * not assessable, not covered); shares are of the scored samples; positions 1-based as written 5'->3'.
 */
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
  if (context.anchors) lines.push(describeAnchors(context.anchors));
  const nameWidth = Math.max(5, ...context.oligoNames.map((name) => name.length));
  lines.push(
    [
      padEnd('oligo', nameWidth + 1),
      padStart('scored', 8),
      padStart('not assessable', 16),
      padStart('not covered', 13),
      padStart('with mismatches', 22),
      padStart('total', 8),
      "  worst positions (1-based, 5'->3' as written; % of scored)",
    ].join(''),
  );
  for (const [o, name] of context.oligoNames.entries()) {
    const stats = summary.stats[name];
    const counts = summary.counts[o];
    if (!stats || !counts) continue;
    const worst = stats.byIndex
      .map((entry, index) => ({ ...entry, position: index + 1 }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count || a.position - b.position)
      .slice(0, WORST_POSITIONS)
      .map(
        (entry) =>
          `${entry.position} ${entry.base}: ${formatCount(entry.count)} (${formatPercentCell(entry.percent)})`,
      );
    lines.push(
      [
        padEnd(name, nameWidth + 1),
        padStart(formatCount(counts.samples), 8),
        padStart(formatCount(counts.notAssessable ?? 0), 16),
        padStart(formatCount(counts.notCovered ?? 0), 13),
        padStart(
          `${formatCount(counts.samplesWithMismatch)} (${formatPercentCell(stats.total_percent)})`,
          22,
        ),
        padStart(formatCount(stats.total), 8),
        `  ${worst.length > 0 ? worst.join(', ') : '-'}`,
      ].join(''),
    );
  }
  if (context.outPath) lines.push(`Rows written to ${context.outPath}.`);
  return `${lines.join('\n')}\n`;
};
