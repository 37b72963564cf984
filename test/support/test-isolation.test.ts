import { describe, expect, it } from 'vitest';
import { changesSharedState, testFilesChangingSharedState } from './test-isolation';

describe('changesSharedState', () => {
  it.each([
    ["vi.mock('./client', () => ({}))", true],
    ["vi.doMock('../secrets', () => ({ getNcbiApiKey }))", true],
    ['vi.resetModules();', true],
    ["vi.stubEnv('STAGE', 'local')", true],
    ["vi.stubGlobal('fetch', fake)", true],
    ["vi.spyOn(console, 'error')", true],
    ["vi.useFakeTimers({ toFake: ['Date'] })", true],
    ['vi.setSystemTime(start)', true],
    ["process.env.PATH = '/nonexistent';", true],
    ["process.env['JOB_RUNNER'] = 'local'", true],
    ['process.env = { ...saved };', true],
    ["process.env.X ??= '4';", true],
    ['for (const name of names) delete process.env[name];', true],
    ['Object.assign(process.env, stack().env);', true],
    ["process.on('exit', stop)", true],
    ['globalThis.fetch = fake;', true],
    // Reading shared state, or comparing it, changes nothing.
    ["expect(process.env.STAGE).toBe('local')", false],
    ["if (process.env.X === 'y') return;", false],
    ['const fn = vi.fn();', false],
    ['vi.waitFor(() => done)', false],
    ["it('mocks nothing', () => expect(1).toBe(1))", false],
  ] as const)('%s → %s', (source, expected) => {
    expect(changesSharedState(source)).toBe(expected);
  });
});

describe('testFilesChangingSharedState', () => {
  it('finds the test files here that change shared state, repo-relative', () => {
    expect(testFilesChangingSharedState('test/support')).toEqual([
      'test/support/attempt-window.test.ts',
      'test/support/test-isolation.test.ts',
    ]);
  });
});
