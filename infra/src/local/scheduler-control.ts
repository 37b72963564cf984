import { createServer, type Server } from 'node:http';
import type { LocalSchedulerLoop } from './schedule-firing-loop';

export interface SchedulerControl {
  /** POST `${url}tick` with `{ "now": ISO }` fires what is due then and answers `{ fired }`. */
  readonly url: string;
  readonly stop: () => Promise<void>;
}

/**
 * The clock of a test stack's scheduler, over HTTP on loopback: the API suite runs in other
 * processes than its stack, so it drives the loop here (as it steers the fixture NCBI), and no
 * timer fires anything behind its back.
 */
export const startSchedulerControl = async (loop: LocalSchedulerLoop): Promise<SchedulerControl> => {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || req.url !== '/tick') return answer(404, { message: 'POST /tick only' });
      let now: Date;
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { now?: unknown };
        now = typeof body.now === 'string' ? new Date(body.now) : new Date(Number.NaN);
      } catch {
        now = new Date(Number.NaN);
      }
      if (Number.isNaN(now.getTime())) return answer(400, { message: 'Send { "now": an ISO date-time }' });
      loop.tick(now).then(
        (fired) => answer(200, { fired }),
        (error: unknown) => answer(500, { message: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
