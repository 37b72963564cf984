import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Real NCBI files copied into test/fixtures/ncbi (see test/fixtures/README.md). */
export const readNcbiFile = (name: string): string =>
  readFileSync(fileURLToPath(new URL(`../../../../../test/fixtures/ncbi/${name}`, import.meta.url)), 'utf8');
