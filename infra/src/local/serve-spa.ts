import { existsSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { SECURITY_HEADERS } from '../security-headers';
import { createCompressedFiles, isNotModified, pickEncoding } from './compressed-files';

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

/** Every file under `dir`, at any depth. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : [],
  );

export type SpaHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Serves the built SPA the way CloudFront does in AWS: files as they are, and index.html for any
 * path without a file extension (client-side routes). A missing asset is a real 404. Every answer
 * carries CloudFront's security headers (CSP included); text files go out brotli- or gzip-compressed,
 * hashed assets cached for a year, index.html revalidated (ETag) on every load.
 */
export const serveBuiltSpa = (distDir: string): SpaHandler => {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run \`npm run build\` first.`);
  const root = normalize(distDir + sep);
  const compressedFiles = createCompressedFiles();
  // Every file is read and compressed now, before the stack says it is ready (about 0.6 s of CPU
  // for the whole build): compressed on first request instead, the bundle's brotli held the event
  // loop during a browser suite's first page load, on the coldest stack (issue 34, item 7).
  for (const file of filesUnder(distDir)) compressedFiles(file);
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
    const variants = compressedFiles(file);
    const headers = {
      ...SECURITY_HEADERS,
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag: variants.etag,
      vary: 'accept-encoding',
    };
    if (isNotModified(req, variants.etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    const encoding = pickEncoding(req.headers['accept-encoding'], variants);
    const body = variants[encoding] ?? variants.identity;
    res.writeHead(200, {
      ...headers,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
};
