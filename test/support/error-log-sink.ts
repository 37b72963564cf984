import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The API suite's handlers run in the global setup's process and log to its stdout/stderr. A test
 * that provokes an error on purpose (an NCBI fault, say) announces the ERROR lines it expects
 * (`expectErrorLogs` in expect-error-logs.ts): those are kept out of the output, and the test
 * fails if one never comes. Every other ERROR line is printed as before, so a real one stands out.
 *
 * Over HTTP on loopback, as the test files run in other processes:
 *   POST {url}expect  {"messages":["Job failed"]}  adds expected messages (each one line)
 *   GET  {url}pending                            -> {"pending":[...]} expected, not logged yet
 *   POST {url}clear                              -> {"pending":[...]} and forgets them
 */
export interface ErrorLogSink {
  url: string;
  stop(): Promise<void>;
}

/** The message of a Powertools ERROR line (one JSON object per write), else undefined. */
const errorMessageOf = (text: string): string | undefined => {
  if (!text.includes('"level":"ERROR"')) return undefined;
  try {
    const line = JSON.parse(text) as { level?: unknown; message?: unknown };
    return line.level === 'ERROR' && typeof line.message === 'string' ? line.message : undefined;
  } catch {
    return undefined;
  }
};

const readJson = async (req: IncomingMessage): Promise<unknown> => {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body ? JSON.parse(body) : {};
};

export const startErrorLogSink = async (): Promise<ErrorLogSink> => {
  const pending: string[] = [];

  const streams = [process.stdout, process.stderr];
  const originals = streams.map((stream) => stream.write);
  for (const [i, stream] of streams.entries()) {
    const write = originals[i] as typeof stream.write;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      const message = typeof chunk === 'string' ? errorMessageOf(chunk) : undefined;
      const at = message === undefined ? -1 : pending.indexOf(message);
      if (at === -1) return (write as (...args: unknown[]) => boolean).call(stream, chunk, ...rest);
      pending.splice(at, 1);
      const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }) as typeof stream.write;
  }

  const server = createServer((req, res) => {
    const answer = (body: unknown) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/expect') {
      readJson(req).then(
        (body) => {
          pending.push(...((body as { messages?: string[] }).messages ?? []));
          answer({ pending });
        },
        () => {
          res.writeHead(400);
          res.end();
        },
      );
    } else if (req.method === 'GET' && req.url === '/pending') answer({ pending });
    else if (req.method === 'POST' && req.url === '/clear') answer({ pending: pending.splice(0) });
    else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      for (const [i, stream] of streams.entries()) stream.write = originals[i] as typeof stream.write;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
