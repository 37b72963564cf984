import { describe, expect, it } from 'vitest';
import { toProvenanceRefresh } from './refresh-provenance';

const AT = '2026-11-28T09:30:00.000Z';
const LAST = '2026-11-20T06:00:00.000Z';

describe('toProvenanceRefresh', () => {
  it.each([
    ['no refresh asked for', {}, undefined],
    ['a clade that follows nothing', { refreshed: { followed: false, sampleCount: 17 } }, undefined],
    [
      'a refresh run first',
      {
        refreshed: {
          followed: true,
          refreshId: 'r1',
          status: 'done',
          finishedAt: AT,
          new: 20,
          updated: 1,
          sampleCount: 437,
          lastRefreshedAt: AT,
        },
      },
      {
        status: 'done',
        refresh_id: 'r1',
        finished_at: AT,
        new: 20,
        updated: 1,
        sample_count: 437,
        last_refreshed_at: AT,
      },
    ],
    [
      'a recent refresh relied on',
      {
        refreshed: {
          followed: true,
          reused: true,
          refreshId: 'r0',
          status: 'done',
          finishedAt: LAST,
          new: 3,
          updated: 0,
          sampleCount: 39,
          lastRefreshedAt: LAST,
        },
      },
      {
        status: 'done',
        refresh_id: 'r0',
        finished_at: LAST,
        new: 3,
        updated: 0,
        sample_count: 39,
        reused: true,
        last_refreshed_at: LAST,
      },
    ],
    [
      'a recent import relied on',
      { refreshed: { followed: true, reused: true, sampleCount: 39, lastRefreshedAt: LAST } },
      { status: 'done', reused: true, sample_count: 39, last_refreshed_at: LAST },
    ],
    [
      'a failed refresh',
      {
        refreshed: {
          followed: true,
          refreshId: 'r2',
          status: 'failed',
          finishedAt: AT,
          new: 0,
          updated: 0,
          sampleCount: 39,
          reason: 'NCBI answered 500',
          lastRefreshedAt: LAST,
        },
      },
      {
        status: 'failed',
        refresh_id: 'r2',
        finished_at: AT,
        new: 0,
        updated: 0,
        sample_count: 39,
        reason: 'NCBI answered 500',
        last_refreshed_at: LAST,
      },
    ],
    [
      'another refresh running',
      { refreshed: { followed: true, sampleCount: 39, lastRefreshedAt: LAST } },
      {
        status: 'failed',
        reason: 'another refresh of this clade was running',
        sample_count: 39,
        last_refreshed_at: LAST,
      },
    ],
    [
      'no answer at all',
      { refreshError: { Error: 'States.Timeout', Cause: '...' } },
      { status: 'failed', reason: 'the refresh gave no answer: States.Timeout' },
    ],
  ] as const)('%s', (_, state, expected) => {
    expect(toProvenanceRefresh(state as Parameters<typeof toProvenanceRefresh>[0])).toEqual(expected);
  });
});
