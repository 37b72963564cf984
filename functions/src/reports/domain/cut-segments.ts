import type { ReportSegment } from '@oligowatch/shared/jobs';

/**
 * A clade's accessions (in the byClade index's key order) cut into segments of at most `size`:
 * each segment is a key range, first to last included, so a segment reads its members with one
 * query of its range, whoever runs it and however often.
 */
export const cutSegments = (accessions: readonly string[], size: number): ReportSegment[] => {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Segment size must be a whole number >= 1, got ${size}`);
  const segments: ReportSegment[] = [];
  for (let from = 0; from < accessions.length; from += size) {
    const part = accessions.slice(from, from + size);
    segments.push({
      index: segments.length,
      first: part[0] as string,
      last: part[part.length - 1] as string,
      samples: part.length,
    });
  }
  return segments;
};
