import type { CladeSequence } from '@oligowatch/functions/reports/repository/clade-reads';

/** Every sequence of a clade's members, page by page, as the report job reads them. */
export async function* streamCladeSequences(cladeID: string, pageSize = 100): AsyncGenerator<CladeSequence> {
  const { readCladePage } = await import('@oligowatch/functions/reports/repository/clade-reads');
  let cursor: string | undefined;
  do {
    const page = await readCladePage(cladeID, { limit: pageSize, ...(cursor ? { cursor } : {}) });
    yield* page.samples;
    cursor = page.nextCursor;
  } while (cursor);
}
