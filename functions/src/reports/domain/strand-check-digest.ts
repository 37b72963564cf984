import { createHash } from 'node:crypto';

/**
 * What a strand check is made from, as one digest: the oligos as the engine takes them (name,
 * sequence, strand, role) and the bytes of every genome tried, in order. The check is
 * deterministic, so a cached check with the same digest is the check this run would make.
 */
export const strandCheckDigest = (
  oligoInputs: readonly unknown[],
  genomes: readonly Uint8Array[],
): string => {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(oligoInputs));
  for (const genome of genomes) {
    // Lengths keep two genomes from reading as one.
    hash.update(`\n${genome.length}\n`);
    hash.update(genome);
  }
  return hash.digest('hex');
};
