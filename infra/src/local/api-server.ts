import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { matchRoute, pathHasOtherMethods } from '@oligowatch/shared/match-route';
import { routeKey } from '@oligowatch/shared/routes';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { toApiGatewayEvent, toLambdaContext } from './api-gateway-event';
import { loadHandler } from './invoke-route';
import type { SpaHandler } from './serve-spa';

/** API Gateway's own limit on a request body. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

export interface ApiServerOptions {
  port: number;
  host?: string;
  /** Serves everything outside /v1 (the SPA); without it those paths are 404. */
  spa?: SpaHandler;
  /** While true, /v1 answers 503 (the stack is still starting; handlers have no configuration yet). */
  starting?: () => boolean;
  /** One line per API call, for `npm start`. */
  log?: (line: string) => void;
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
};

const readBody = (req: IncomingMessage): Promise<Buffer | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        resolve(undefined);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_REQUEST_BYTES ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });

const writeLambdaResult = (res: ServerResponse, result: APIGatewayProxyResultV2) => {
  if (typeof result === 'string' || result === null || result === undefined) {
    sendJson(res, 200, result);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body ?? '';
  res
    .writeHead(result.statusCode ?? 200, headers)
    .end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
};

/**
 * The local API Gateway: /v1 requests become payload-2.0 events for the handler the route table
 * names, exactly as in AWS; everything else goes to the SPA on the same origin.
 */
const handleApiRequest = async (req: IncomingMessage, res: ServerResponse, log?: (line: string) => void) => {
  const started = Date.now();
  const method = req.method ?? 'GET';
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const match = matchRoute(method, path);
  if (!match) {
    // API Gateway's own answers for an unknown route.
    sendJson(res, 404, { message: 'Not Found' });
    log?.(`${method} ${path} -> 404 (no route${pathHasOtherMethods(path) ? ' for this method' : ''})`);
    return;
  }
  const body = await readBody(req);
  if (body === undefined) {
    sendJson(res, 413, { message: 'Request Entity Too Large' });
    return;
  }
  const key = routeKey(match.route);
  const event = toApiGatewayEvent(
    {
      method,
      url: req.url ?? '/',
      headers: req.headers,
      body,
      sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
    },
    { routeKey: key, pathParameters: match.pathParameters },
  );
  try {
    const handler = await loadHandler(match.route);
    const result = await handler(event, toLambdaContext(match.route.name));
    writeLambdaResult(res, result);
    log?.(
      `${method} ${path} -> ${typeof result === 'object' ? (result.statusCode ?? 200) : 200} ${Date.now() - started} ms`,
    );
  } catch (error) {
    // What API Gateway answers when the Lambda itself crashes.
    console.error(`Handler for ${key} crashed:`, error);
    sendJson(res, 500, { message: 'Internal Server Error' });
  }
};

/** The request's path, or undefined when its target does not parse as a URL. */
export const pathOf = (url: string | undefined): string | undefined => {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return undefined;
  }
};

/** Longer than Node's fetch keeps an idle connection (4 s); a browser retries a request a reused socket's reset lost. */
const SERVER_KEEP_ALIVE_MS = 65_000;

export const startApiServer = (options: ApiServerOptions): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer((req, res) => {
      const path = pathOf(req.url);
      if (path === undefined) {
        // An absolute-form target URL cannot parse (`GET http://[x`): refused, not a crash.
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
      } else if ((path === '/v1' || path.startsWith('/v1/')) && options.starting?.()) {
        res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '2' });
        res.end(JSON.stringify({ message: 'Service Unavailable' }));
      } else if (path === '/v1' || path.startsWith('/v1/')) {
        handleApiRequest(req, res, options.log).catch((error: unknown) => {
          console.error(error);
          if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
        });
      } else if (options.spa) {
        options.spa(req, res);
      } else {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      }
    });
    // An idle connection is closed by the client first, never by this server: a server closing at
    // its 5 s default races a client (Node's fetch keeps sockets 4 s) sending its next request on
    // that socket, and when a report's work holds this process's event loop, the close and the
    // request meet, and the client reads ECONNRESET (report-tiling's polling, on a loaded CI run).
    // AWS's load balancers advise the same: the server's idle timeout above every client's.
    server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
    server.headersTimeout = SERVER_KEEP_ALIVE_MS + 1_000;
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
