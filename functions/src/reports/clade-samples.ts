import { type CladeSequence, listCladeSequences } from '../lib/db/clade-sequences';
import { listClades } from '../lib/db/target-queries';

/**
 * The one place the report reads a clade: how many samples it has, and its sequences page by page.
 * Clade membership belongs to the targets repository; reports read it only through these two.
 */
export type { CladeSequence };

/** The clade's sample count, or undefined when no such clade has samples. */
export const countCladeSamples = async (cladeID: string): Promise<number | undefined> =>
  (await listClades()).find((clade) => String(clade.cladeID) === cladeID)?.sampleCount;

/** One page of the clade's samples with their sequences; `cursor` continues the previous page. */
export const readCladePage = async (
  cladeID: string,
  options: { limit: number; cursor?: string },
): Promise<{ samples: CladeSequence[]; nextCursor?: string }> => {
  const page = await listCladeSequences(cladeID, options);
  return { samples: page.items, nextCursor: page.nextCursor };
};
