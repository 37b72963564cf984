import { availableParallelism } from 'node:os';
import { placementOf } from '@oligowatch/science';
import { createMismatchPool, type MismatchPool, runMismatchBatch } from '@oligowatch/science/node';
import type { ReportSegment } from '@oligowatch/shared/jobs';
import type { ReportRecord } from '@oligowatch/shared/tables/reports';
import { getConfig } from '../../lib/config';
import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import { logger } from '../../lib/logger';
import { createSegmentTally, reportOligosOf, type SampleAbout } from '../domain/segment-tally';
import { type CladeSequence, readCladeRange, readWindowRange } from '../repository/clade-reads';
import { writeRowChunks } from '../repository/report-rows';
import { markSegmentDone, writeSegmentPartial } from '../repository/report-segments';
import { REPORT_NOT_RUNNING, runStepWhileRunning } from './run-step-while-running';

/** Members read per query of the segment's key range (each page one BatchGet per 100 sequences). */
const READ_PAGE = 500;

interface Tagged {
  id: string;
  /**
   * The sample's bytes: copied to a worker, not moved, since the tally reads the site windows from
   * them once the sample is aligned (issue 24's suggestion check).
   */
  sequence: Uint8Array;
  sample: SampleAbout;
}

/**
 * One segment of a report run (a Distributed Map item): its samples read by key range, every oligo
 * scored at its homologous site with the run's anchors, then the segment's rows and partial counts
 * written under the report and the segment's index, and the segment marked done. Everything is
 * keyed by the index, so a retried segment overwrites what its first attempt wrote and is never
 * counted twice. A report deleted before or while the segment runs leaves nothing behind.
 */
export const runReportSegment = ({ reportId, segment }: { reportId: string; segment: ReportSegment }) =>
  runStepWhileRunning(reportId, {}, (record) => scoreSegment(reportId, segment, record));

const scoreSegment = async (reportId: string, segment: ReportSegment, record: ReportRecord) => {
  const placement = placementOf(record.provenance);
  if (!placement.anchors) throw new Error(`Report ${reportId} has no plan: its segments cannot be scored`);
  const { inputs } = reportOligosOf(record.provenance);
  const tally = createSegmentTally(record.provenance);

  const cladeID = record.provenance.clade_id;
  // Issue 33: a windowed report's segment is a key range of the clade's date index, of which only
  // the members inside the window (as the plan froze it) are read and scored.
  const window = record.provenance.window;
  const readPage = (cursor?: string) => {
    const options = { limit: READ_PAGE, ...(cursor ? { cursor } : {}) };
    const read = window
      ? readWindowRange(
          cladeID,
          { basis: window.basis, from: window.from, ...(window.to ? { to: window.to } : {}) },
          segment,
          options,
        )
      : readCladeRange(cladeID, segment, options);
    // A page read ahead that fails after the alignment stopped must not crash the thread unheard.
    read.catch(() => {});
    return read;
  };
  // Reads one page ahead: the next page comes from the table while this one aligns.
  async function* samples(): AsyncGenerator<Tagged> {
    let next: ReturnType<typeof readPage> | undefined = readPage();
    while (next) {
      const page: Awaited<ReturnType<typeof readPage>> = await next;
      next = page.nextCursor ? readPage(page.nextCursor) : undefined;
      for (const { sequence, ...about } of page.samples as CladeSequence[])
        yield { id: about.accessionID, sequence, sample: about };
    }
  }

  // Locally each segment runs on a thread of its own (ALIGN_THREADS=1): it aligns on that thread.
  const threads = getConfig().ALIGN_THREADS ?? availableParallelism();
  let pool: MismatchPool | undefined;
  try {
    if (threads > 1) pool = createMismatchPool({ size: threads });
    await runMismatchBatch<Tagged>({
      oligos: inputs,
      samples: samples(),
      ...(pool ? { pool } : {}),
      ...placement,
      onSample: (tagged, alignments) => tally.add(tagged.sample, alignments, tagged.sequence),
    });
  } finally {
    await pool?.close();
  }
  const { rows, partial } = tally.result();
  await writeRowChunks(
    reportId,
    rows.flatMap((list, oligoIndex) =>
      list.length > 0 ? [{ oligoIndex, page: segment.index, rows: list }] : [],
    ),
    // Rows a first attempt wrote past what this one writes go (the clade may have changed).
    { page: segment.index, oligoCount: inputs.length },
  );
  await writeSegmentPartial(reportId, segment.index, partial);
  if (!(await markSegmentDone(reportId, segment.index))) return REPORT_NOT_RUNNING;
  logger.info('Report segment done', { reportId, segment: segment.index, samples: partial.samples });
  return {};
};

/** The Segment state's Lambda (a Distributed Map item). */
export const handler = makeJobHandler('reportSegment', runReportSegment);
