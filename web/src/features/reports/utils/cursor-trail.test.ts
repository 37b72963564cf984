import { describe, expect, it, vi } from 'vitest';
import { CursorTrail, type FetchRows, fetchRowsAt } from './cursor-trail';

/** A cursor-paged list of 0..count-1 whose cursor is the next row's offset, as a server would. */
const serve = (count: number) =>
  vi.fn<FetchRows<number>>(async (cursor, limit) => {
    const start = cursor === undefined ? 0 : Number(cursor.slice(1));
    const rows = Array.from({ length: Math.max(0, Math.min(limit, count - start)) }, (_, i) => start + i);
    const next = start + rows.length;
    return { rows, total: count, nextCursor: next < count ? `c${next}` : null };
  });

describe('fetchRowsAt', () => {
  it.each([
    // [rows in the list, offset, limit, expected rows, requests]
    [23, 0, 5, [0, 1, 2, 3, 4], 1],
    [23, 20, 5, [20, 21, 22], 2],
    [1000, 500, 10, [500, 501, 502, 503, 504, 505, 506, 507, 508, 509], 6],
    [3, 10, 5, [], 1],
  ])('reads %i rows at offset %i, %i a page', async (count, offset, limit, expected, requests) => {
    const fetchRows = serve(count);
    const { rows, total } = await fetchRowsAt(new CursorTrail(), fetchRows, offset, limit);
    expect(rows).toEqual(expected);
    expect(total).toBe(count);
    expect(fetchRows).toHaveBeenCalledTimes(requests);
  });

  it('goes on from the cursors it met, so the next page is one request', async () => {
    const fetchRows = serve(50);
    const trail = new CursorTrail();
    await fetchRowsAt(trail, fetchRows, 0, 5);
    fetchRows.mockClear();
    expect((await fetchRowsAt(trail, fetchRows, 5, 5)).rows).toEqual([5, 6, 7, 8, 9]);
    expect(fetchRows).toHaveBeenCalledTimes(1);
    expect(fetchRows).toHaveBeenCalledWith('c5', 5);
    // Back to the first page needs no cursor at all.
    fetchRows.mockClear();
    await fetchRowsAt(trail, fetchRows, 0, 5);
    expect(fetchRows).toHaveBeenCalledWith(undefined, 5);
  });
});
