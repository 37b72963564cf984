import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes a bench's result to bench/results/<name>-<its timestamp>.json (kept out of git) and says
 * where, so every bench files its figures the same way.
 */
export const writeBenchResult = (name: string, result: { at: string }): void => {
  const file = join(import.meta.dirname, 'results', `${name}-${result.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Written to ${file}`);
};
