import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP_FILE, hashSpaSources, staleReason } from './spa-build';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'oligowatch-spa-build-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const fakeRepo = () => {
  const root = tempDir();
  mkdirSync(join(root, 'web', 'src'), { recursive: true });
  mkdirSync(join(root, 'shared', 'src'), { recursive: true });
  writeFileSync(join(root, 'web', 'index.html'), '<div id="root"></div>');
  writeFileSync(join(root, 'web', 'src', 'main.tsx'), 'render()');
  writeFileSync(join(root, 'shared', 'src', 'messages.ts'), 'export const a = 1;');
  return root;
};

describe('hashSpaSources', () => {
  it('changes with a source file and ignores tests', () => {
    const root = fakeRepo();
    const before = hashSpaSources(root);
    writeFileSync(join(root, 'web', 'src', 'main.test.tsx'), 'it()');
    expect(hashSpaSources(root)).toBe(before);
    writeFileSync(join(root, 'shared', 'src', 'messages.ts'), 'export const a = 2;');
    expect(hashSpaSources(root)).not.toBe(before);
  });
});

describe('staleReason', () => {
  it('asks for a build when there is none, when it was built by hand, and when sources changed', () => {
    const dist = tempDir();
    expect(staleReason(dist, 'abc')).toBe('no build yet');
    writeFileSync(join(dist, 'index.html'), '<html>');
    expect(staleReason(dist, 'abc')).toBe('built by hand, not by npm start');
    writeFileSync(join(dist, BUILD_STAMP_FILE), 'abc\n');
    expect(staleReason(dist, 'abc')).toBeUndefined();
    expect(staleReason(dist, 'def')).toBe('sources changed since the last build');
  });
});
