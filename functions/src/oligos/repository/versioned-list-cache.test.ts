import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The version item, held in memory instead of DynamoDB: the cache's rules are what is tested here.
const versionItem: { version?: number; changed_at_ms?: number } = {};
vi.mock('../../lib/db/items', () => ({
  tableNameOf: () => 'catalog',
  getItem: async () => ({ ...versionItem }),
}));
vi.mock('../../lib/db/client', () => ({
  getDocumentClient: () => ({
    send: async () => {
      versionItem.version = (versionItem.version ?? 0) + 1;
      versionItem.changed_at_ms = Date.now();
    },
  }),
}));

const { bumpListVersion, versionedListCache } = await import('./versioned-list-cache');

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
  versionItem.version = 3;
  versionItem.changed_at_ms = 0;
});
afterEach(() => vi.useRealTimers());

const counting = () => {
  let loads = 0;
  const cached = versionedListCache('things', async (key) => `${key}#${++loads}`);
  return { cached, loads: () => loads };
};

describe('versionedListCache', () => {
  it('reads the list once while its version stays the same, per key', async () => {
    const { cached, loads } = counting();
    expect(await cached('active')).toBe('active#1');
    expect(await cached('active')).toBe('active#1');
    expect(await cached('archived')).toBe('archived#2');
    expect(loads()).toBe(2);
  });

  it('reads it again after a write bumped the version', async () => {
    const { cached } = counting();
    await cached('active');
    vi.setSystemTime(1_010_000);
    await bumpListVersion('things');
    vi.setSystemTime(1_020_000);
    expect(await cached('active')).toBe('active#2');
    expect(await cached('active')).toBe('active#2');
  });

  it('does not keep a list read within a second of a bump (the index may still lag the write)', async () => {
    const { cached } = counting();
    await bumpListVersion('things');
    vi.setSystemTime(1_000_500);
    expect(await cached('active')).toBe('active#1');
    expect(await cached('active')).toBe('active#2');
    vi.setSystemTime(1_001_500);
    expect(await cached('active')).toBe('active#3');
    expect(await cached('active')).toBe('active#3');
  });

  it('reads it again after a minute even without a bump', async () => {
    const { cached } = counting();
    await cached('active');
    vi.setSystemTime(1_000_000 + 61_000);
    expect(await cached('active')).toBe('active#2');
  });
});
