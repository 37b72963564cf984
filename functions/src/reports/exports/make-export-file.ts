import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExportKind } from '@oligowatch/shared/schemas/report-export';
import { putExportFile } from '../repository/export-bucket';
import { CONTENT_TYPES, type ExportSources, writeExport } from './export-file';

/**
 * Writes one export to a file in the function's temporary storage (rows stream in page by page, so
 * memory stays flat), then uploads it to the exports bucket under `key`. The file never goes
 * through an API answer, which stops at 6 MB.
 */
export const makeExportFile = async (
  kind: ExportKind,
  sources: ExportSources,
  target: { key: string; filename: string },
): Promise<void> => {
  const dir = await mkdtemp(join(tmpdir(), 'export-'));
  try {
    const path = join(dir, target.filename);
    await writeExport(kind, sources, createWriteStream(path));
    await putExportFile(target.key, path, { contentType: CONTENT_TYPES[kind], filename: target.filename });
  } finally {
    // Lambda's /tmp outlives one invocation: a warm function must not fill it with old exports.
    await rm(dir, { recursive: true, force: true });
  }
};
