import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts already are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

export interface FileVariants {
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the request accepts ('br' before 'gzip'), ignoring q-values other than q=0. */
export const pickEncoding = (acceptEncoding: string | undefined, variants: FileVariants): Encoding => {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (variants.br && accepted.has('br')) return 'br';
  if (variants.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return 'identity';
};

/**
 * The built SPA's files, read and compressed once (brotli and gzip, as CloudFront would) and kept
 * in memory until the file changes on disk: the bundle is about a megabyte, so the cache is small,
 * and every later load costs no disk read and no compression.
 */
export const createCompressedFiles = () => {
  const cache = new Map<string, { mtimeMs: number; size: number; variants: FileVariants }>();
  return (file: string): FileVariants => {
    const { mtimeMs, size } = statSync(file);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.variants;
    const identity = readFileSync(file);
    const compress = COMPRESSIBLE.has(extname(file)) && identity.length > 1024;
    const variants: FileVariants = {
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      ...(compress
        ? {
            br: brotliCompressSync(identity, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: size },
            }),
            gzip: gzipSync(identity, { level: 9 }),
          }
        : {}),
    };
    cache.set(file, { mtimeMs, size, variants });
    return variants;
  };
};

/** True when the browser's cached copy (If-None-Match) is still this one. */
export const isNotModified = (req: IncomingMessage, etag: string): boolean =>
  (req.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
