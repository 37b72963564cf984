import { readFileSync } from 'node:fs';

/** A tab-separated file with a header line (the fixtures' metadata) as rows of column -> value. */
export const readTsv = (path: string): Record<string, string>[] => {
  const [head, ...rows] = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  const columns = (head ?? '').split('\t');
  return rows.map((row) => {
    const cells = row.split('\t');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i]?.trim() ?? '']));
  });
};
