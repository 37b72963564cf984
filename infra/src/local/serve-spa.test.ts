import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedPath, serveBuiltSpa } from './serve-spa';

describe('decodedPath', () => {
  it.each([
    ['/oligos', '/oligos'],
    ['/a%20b', '/a b'],
    ['/%E0%A4%A', undefined],
    ['/%', undefined],
    ['/%ZZ', undefined],
  ])('%s -> %s', (url, expected) => {
    expect(decodedPath(url)).toBe(expected);
  });
});

describe('serveBuiltSpa', () => {
  let dir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    server = createServer(serveBuiltSpa(dir));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a path that does not decode with 400 and keeps serving', async () => {
    const bad = await fetch(`${base}/%E0%A4%A`);
    expect(bad.status).toBe(400);
    const good = await fetch(`${base}/oligos`);
    expect(good.status).toBe(200);
    expect(await good.text()).toContain('<title>app</title>');
  });
});
