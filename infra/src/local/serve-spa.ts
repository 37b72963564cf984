import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The request's path, percent-decoded; undefined when it does not decode (`/%E0%A4%A`). */
export const decodedPath = (url: string | undefined): string | undefined => {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return undefined;
  }
};

export type SpaHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Serves the built SPA the way CloudFront does in AWS: files as they are, and index.html for any
 * path without a file extension (client-side routes). A missing asset is a real 404.
 */
export const serveBuiltSpa = (distDir: string): SpaHandler => {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run \`npm run build\` first.`);
  const root = normalize(distDir + sep);
  return (req, res) => {
    const pathname = decodedPath(req.url);
    if (pathname === undefined) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const candidate = normalize(join(distDir, pathname));
    const isFile = candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile();
    const file = isFile ? candidate : extname(pathname) === '' ? indexFile : undefined;
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const immutable = file.includes(`${sep}assets${sep}`);
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };
};
