import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiServer } from './api-server';
import { startingPage } from './starting-page';

let server: Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      server?.closeAllConnections();
      server ? server.close(() => resolve()) : resolve();
      server = undefined;
    }),
);

const urlOf = (s: Server) => {
  const address = s.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

describe('the local server while the stack starts', () => {
  it('shows a page that reloads itself, and answers /v1 with a 503', async () => {
    let ready = false;
    server = await startApiServer({
      port: 0,
      spa: (req, res) =>
        ready ? res.writeHead(200).end('app') : startingPage(() => 'Building <the> web app.')(req, res),
      starting: () => !ready,
    });
    const page = await fetch(`${urlOf(server)}/oligos`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('2');
    const html = await page.text();
    expect(html).toContain('<meta http-equiv="refresh" content="2">');
    expect(html).toContain('Building &#60;the&#62; web app.');
    const api = await fetch(`${urlOf(server)}/v1/oligos`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ message: 'Service Unavailable' });

    ready = true;
    expect(await (await fetch(`${urlOf(server)}/oligos`)).text()).toBe('app');
  });
});
