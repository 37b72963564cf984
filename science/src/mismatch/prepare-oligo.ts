import { normalizeOligoSequence } from '@oligowatch/shared/iupac';
import type { OligoRole } from '@oligowatch/shared/schemas/insights';
import { encodeOligo, isMatch, MASK_OF_BYTE } from './iupac-codes';
import { toBindingForm } from './to-binding-form';

/** One oligo as the engine takes it (the product's `dna_strand_positive` is `strandPositive`). */
export interface OligoInput {
  readonly name: string;
  readonly sequence: string;
  readonly strandPositive: boolean;
  /**
   * A primer's 3' end must be determined for the pair to be assessed (DESIGN.md 7); a probe's need
   * not. Absent means primer, the safe side (as docs/decisions/0015 infers it).
   */
  readonly role?: OligoRole;
}

/** An oligo made ready for alignment: its binding form and the bit-parallel match tables. */
export interface PreparedOligo {
  readonly name: string;
  /** As written, 5'->3', normalised (upper case, whitespace removed): the `base` of byIndex. */
  readonly written: string;
  readonly strandPositive: boolean;
  readonly role: OligoRole;
  /** Binding form in canonical letters: the aligned oligo line is built from it. */
  readonly binding: string;
  /** Binding form as base-set masks. */
  readonly masks: Uint8Array;
  readonly length: number;
  /** 32-bit words per bit-vector (JS bitwise operators work on 32 bits). */
  readonly words: number;
  /**
   * Myers' Peq, indexed by sample byte: bit i of word w of entry `byte * words + w` is set when
   * oligo position 32w+i matches that sample byte. Built per sample code because the match rule is
   * not symmetric (a sample N matches only an oligo N).
   */
  readonly peq: Int32Array;
  /** '|' repeated: the match line of every exact placement, shared rather than rebuilt. */
  readonly exactMatchLine: string;
}

const WORD_BITS = 32;

const buildPeq = (masks: Uint8Array, words: number): Int32Array => {
  const peq = new Int32Array(256 * words);
  for (let byte = 0; byte < 256; byte++) {
    const sampleMask = MASK_OF_BYTE[byte] ?? 0;
    for (let i = 0; i < masks.length; i++) {
      if (isMatch(masks[i] ?? 0, sampleMask)) {
        const index = byte * words + (i >>> 5);
        peq[index] = (peq[index] ?? 0) | (1 << (i & 31));
      }
    }
  }
  return peq;
};

export const prepareOligo = (oligo: OligoInput): PreparedOligo => {
  const written = normalizeOligoSequence(oligo.sequence);
  if (written.length === 0) throw new RangeError(`Oligo ${JSON.stringify(oligo.name)} has an empty sequence`);
  const binding = toBindingForm(written, oligo.strandPositive);
  const masks = encodeOligo(binding);
  const words = Math.ceil(masks.length / WORD_BITS);
  return {
    name: oligo.name,
    written,
    strandPositive: oligo.strandPositive,
    role: oligo.role ?? 'primer',
    binding,
    masks,
    length: masks.length,
    words,
    peq: buildPeq(masks, words),
    exactMatchLine: '|'.repeat(masks.length),
  };
};
