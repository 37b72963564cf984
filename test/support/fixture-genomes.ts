import { readFileSync } from 'node:fs';
import { parseFasta } from '@oligowatch/science';

/**
 * The sequence of a one-record FASTA file under test/fixtures/genomes (real data, see its
 * README), read by the project's own FASTA parser: lines joined, whitespace removed.
 */
export const readFixtureGenome = (relative: string): string => {
  const text = readFileSync(new URL(`../fixtures/genomes/${relative}`, import.meta.url), 'utf8');
  const [record] = parseFasta(text, relative);
  if (!record) throw new Error(`${relative} holds no FASTA record`);
  return record.sequence;
};
