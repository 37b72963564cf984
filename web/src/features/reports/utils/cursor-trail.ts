import { MISMATCH_PAGE_MAX } from '@oligowatch/shared/schemas/report';

/** One request of a cursor-paged list: up to `limit` rows after `cursor` (undefined: from the start). */
export type FetchRows<R> = (
  cursor: string | undefined,
  limit: number,
) => Promise<{ rows: R[]; total: number; nextCursor: string | null }>;

/**
 * The cursors met so far along one ordering of a list, by the 0-based row offset they start at.
 * The API pages by cursor only, so reaching page k means walking from the nearest known cursor;
 * steps of up to MISMATCH_PAGE_MAX rows keep a jump to a far page to a few requests.
 */
export class CursorTrail {
  readonly #cursors = new Map<number, string>();

  /** The largest known offset at or before `offset`, with its cursor (offset 0 needs none). */
  nearest(offset: number): { at: number; cursor: string | undefined } {
    let best = { at: 0, cursor: undefined as string | undefined };
    for (const [at, cursor] of this.#cursors) {
      if (at <= offset && at > best.at) best = { at, cursor };
    }
    return best;
  }

  remember(offset: number, cursor: string | null): void {
    if (cursor) this.#cursors.set(offset, cursor);
  }
}

/** The rows at [offset, offset + limit), walking the trail from the nearest cursor it knows. */
export async function fetchRowsAt<R>(
  trail: CursorTrail,
  fetchRows: FetchRows<R>,
  offset: number,
  limit: number,
): Promise<{ rows: R[]; total: number }> {
  let { at, cursor } = trail.nearest(offset);
  while (at < offset) {
    const step = await fetchRows(cursor, Math.min(MISMATCH_PAGE_MAX, offset - at));
    at += step.rows.length;
    trail.remember(at, step.nextCursor);
    // The list ended before the offset (it shrank): nothing there.
    if (!step.nextCursor || step.rows.length === 0) return { rows: [], total: step.total };
    cursor = step.nextCursor;
  }
  const page = await fetchRows(cursor, limit);
  trail.remember(offset + page.rows.length, page.nextCursor);
  return { rows: page.rows, total: page.total };
}
