import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { csvLine } from './csv';
import type { Column } from './export-columns';

/**
 * A byte order mark first: Excel reads a CSV without one in the machine's legacy code page, so a
 * location like 'Côte d'Ivoire' would come out garbled; RFC 4180 readers take it as UTF-8's own mark.
 */
export const UTF8_BOM = '\uFEFF';

/** Lines gathered before one write: fewer, larger writes, still a bounded buffer. */
const LINES_PER_WRITE = 500;

/**
 * Writes a header line and one line per record to `out` as the records arrive (an async source
 * pages them from the table), waiting for the stream to drain: memory stays bounded by a page.
 * Does not end `out`.
 */
export const writeCsv = async <T>(
  out: Writable,
  columns: readonly Column<T>[],
  records: AsyncIterable<T> | Iterable<T>,
): Promise<void> => {
  let pending = UTF8_BOM + csvLine(columns.map((c) => c.header));
  let lines = 0;
  const flush = async () => {
    if (!out.write(pending, 'utf8')) await once(out, 'drain');
    pending = '';
    lines = 0;
  };
  for await (const record of records) {
    pending += csvLine(columns.map((c) => c.value(record)));
    if (++lines >= LINES_PER_WRITE) await flush();
  }
  if (pending) await flush();
};
