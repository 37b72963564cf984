import { findTmConditionsProblem, type TmConditions } from '@oligowatch/shared/schemas/tm-conditions';
import { applySaltCorrection, computeSaltCorrection } from './compute-salt-correction';
import { compileNeighbourLookup, findEntry, indexNeighbours, reverseText } from './neighbour-lookup';
import { complementBases, countGcFraction, readTmBases } from './read-tm-bases';
import { DNA_DE1 } from './tables/dna-de1';
import { DNA_IMM1 } from './tables/dna-imm1';
import { DNA_NN3 } from './tables/dna-nn3';
import { DNA_TMM1 } from './tables/dna-tmm1';
import { refuseTm, type TmRefusal, type TmResult } from './tm-result';

/** One duplex in Biopython Tm_NN's terms. */
export interface NearestNeighbourDuplex {
  /** The oligo, 5'->3' (A, C, G, T, and I for inosine; U reads as T, case and whitespace ignored). */
  seq: string;
  /**
   * The template strand read 3'->5' under the oligo (Biopython's c_seq): cSeq[i] pairs with seq[i]
   * at shift 0, so the perfect template is the complement, not reversed. Absent: that perfect one.
   */
  cSeq?: string;
  /**
   * Template bases overhanging the oligo's 5' end (negative: oligo bases overhanging the template's
   * 3' end), Biopython's shift; with a longer or shorter cSeq it makes dangling ends.
   */
  shift?: number;
  /** The oligo binds itself: k is the oligo concentration and the symmetry term applies. */
  selfComplementary?: boolean;
}

/** Biopython's gas constant, cal/(K·mol); its rounding matters at the goldens' 0.01 °C. */
const GAS_CONSTANT = 1.987;
const DUPLEX_ALPHABET = 'ACGTI';
const ZIP = compileNeighbourLookup(DNA_IMM1, DNA_NN3);
const WATSON_CRICK = new Set(['AT', 'TA', 'CG', 'GC']);

/**
 * Biopython strict mode raises for a key no table has; we refuse, and say which. Two non-Watson-
 * Crick columns side by side are the adjacent mismatches the issue names; anything else (a dangling
 * end beside a mismatch, an inosine context without data, non-overlapping strands) is missing data.
 */
const refuseNeighbours = (key: string): TmRefusal => {
  const [top = '', bottom = ''] = key.split('/');
  const paired = (i: number) => WATSON_CRICK.has(`${top.charAt(i)}${bottom.charAt(i)}`);
  const adjacent = /^[ACGTI]{2}\/[ACGTI]{2}$/.test(key) && !paired(0) && !paired(1);
  return refuseTm(
    adjacent ? 'adjacentMismatches' : 'missingParameters',
    `No thermodynamic data for neighbours '${key}'${adjacent ? ' (two mismatches side by side)' : ''}.`,
    key,
  );
};

/**
 * The nearest-neighbour Tm (°C) with Biopython Tm_NN's semantics (strict mode), on the tables
 * DNA_NN3, DNA_IMM1, DNA_TMM1 and DNA_DE1:
 * 1. align seq over cSeq by shift, padding with '.'; overhangs beyond one base are cut (only the
 *    base next to the duplex has dangling-end parameters), then one dangling end per side (DE1);
 * 2. a mismatch in an end column is a terminal mismatch (TMM1) and leaves the duplex;
 * 3. initiation from the oligo's own first and last bases, whatever they pair with;
 * 4. every remaining neighbour pair from IMM1 or NN3, as written or read from the other strand;
 * 5. Tm = 1000·deltaH / (deltaS + R·ln k) - 273.15 with k = oligo - template/2 (M), then the salt
 *    correction (compute-salt-correction.ts).
 * Never throws: a context the tables lack, bad bases or bad conditions give a refusal with a reason.
 */
export const computeNearestNeighbourTm = (
  duplex: NearestNeighbourDuplex,
  conditions: TmConditions,
): TmResult => {
  const conditionsProblem = findTmConditionsProblem(conditions);
  if (conditionsProblem) return refuseTm('invalidConditions', conditionsProblem);
  const shift = duplex.shift ?? 0;
  if (!Number.isSafeInteger(shift))
    return refuseTm('invalidConditions', `The shift must be a whole number, not ${shift}.`);
  const seq = readTmBases(duplex.seq, DUPLEX_ALPHABET, 'Oligo');
  if (typeof seq !== 'string') return seq;
  if (seq.length < 2) return refuseTm('tooShort', 'The oligo has fewer than two bases.');
  const cSeq =
    duplex.cSeq === undefined ? complementBases(seq) : readTmBases(duplex.cSeq, DUPLEX_ALPHABET, 'Template');
  if (typeof cSeq !== 'string') return cSeq;
  if (cSeq.length === 0) return refuseTm('tooShort', 'The template has no bases.');
  // Beyond this the strands cannot overlap (Biopython would refuse too); it also bounds the padding.
  if (Math.abs(shift) > seq.length + cSeq.length) {
    return refuseTm('missingParameters', `At shift ${shift} the oligo and template do not overlap.`);
  }

  let top = seq;
  let bottom = cSeq;
  let deltaH = 0;
  let deltaS = 0;

  if (shift !== 0 || seq.length !== cSeq.length) {
    if (shift > 0) top = '.'.repeat(shift) + seq;
    if (shift < 0) bottom = '.'.repeat(-shift) + cSeq;
    if (bottom.length > top.length) top += '.'.repeat(bottom.length - top.length);
    if (bottom.length < top.length) bottom += '.'.repeat(top.length - bottom.length);
    while (top.startsWith('..') || bottom.startsWith('..')) {
      top = top.slice(1);
      bottom = bottom.slice(1);
    }
    while (top.endsWith('..') || bottom.endsWith('..')) {
      top = top.slice(0, -1);
      bottom = bottom.slice(0, -1);
    }
    if (top.startsWith('.') || bottom.startsWith('.')) {
      const key = `${top.slice(0, 2)}/${bottom.slice(0, 2)}`;
      const entry = findEntry(DNA_DE1, key);
      if (!entry) return refuseNeighbours(key);
      deltaH += entry[0];
      deltaS += entry[1];
      top = top.slice(1);
      bottom = bottom.slice(1);
    }
    if (top.endsWith('.') || bottom.endsWith('.')) {
      // The right end read from the other strand, so the dangling base comes first as in the table.
      const key = `${reverseText(bottom.slice(-2))}/${reverseText(top.slice(-2))}`;
      const entry = findEntry(DNA_DE1, key);
      if (!entry) return refuseNeighbours(key);
      deltaH += entry[0];
      deltaS += entry[1];
      top = top.slice(0, -1);
      bottom = bottom.slice(0, -1);
    }
  }

  // Terminal mismatches; the left end is read from the other strand so the mismatch is second.
  const left = findEntry(DNA_TMM1, `${reverseText(bottom.slice(0, 2))}/${reverseText(top.slice(0, 2))}`);
  if (left) {
    deltaH += left[0];
    deltaS += left[1];
    top = top.slice(1);
    bottom = bottom.slice(1);
  }
  const right = findEntry(DNA_TMM1, `${top.slice(-2)}/${bottom.slice(-2)}`);
  if (right) {
    deltaH += right[0];
    deltaS += right[1];
    top = top.slice(0, -1);
    bottom = bottom.slice(0, -1);
  }

  // Initiation, from the oligo as given (Biopython's choice: a terminal mismatch or dangling end
  // does not change which end pairs count).
  deltaH += DNA_NN3.init[0];
  deltaS += DNA_NN3.init[1];
  const allAt = countGcFraction(seq) === 0;
  deltaH += (allAt ? DNA_NN3['init_allA/T'] : DNA_NN3['init_oneG/C'])[0];
  deltaS += (allAt ? DNA_NN3['init_allA/T'] : DNA_NN3['init_oneG/C'])[1];
  if (seq.startsWith('T')) {
    deltaH += DNA_NN3['init_5T/A'][0];
    deltaS += DNA_NN3['init_5T/A'][1];
  }
  if (seq.endsWith('A')) {
    deltaH += DNA_NN3['init_5T/A'][0];
    deltaS += DNA_NN3['init_5T/A'][1];
  }
  const ends = [seq.charAt(0), seq.charAt(seq.length - 1)];
  const atEnds = ends.filter((base) => base === 'A' || base === 'T').length;
  const gcEnds = ends.filter((base) => base === 'G' || base === 'C').length;
  deltaH += DNA_NN3['init_A/T'][0] * atEnds;
  deltaS += DNA_NN3['init_A/T'][1] * atEnds;
  deltaH += DNA_NN3['init_G/C'][0] * gcEnds;
  deltaS += DNA_NN3['init_G/C'][1] * gcEnds;

  for (let i = 0; i < top.length - 1; i++) {
    const index = indexNeighbours(top, bottom, i);
    const h = index < 0 ? undefined : ZIP.deltaH[index];
    const s = index < 0 ? undefined : ZIP.deltaS[index];
    if (h === undefined || s === undefined || Number.isNaN(h)) {
      return refuseNeighbours(`${top.slice(i, i + 2)}/${bottom.slice(i, i + 2)}`);
    }
    deltaH += h;
    deltaS += s;
  }

  let k = (conditions.oligo_nm - conditions.template_nm / 2.0) * 1e-9;
  if (duplex.selfComplementary) {
    k = conditions.oligo_nm * 1e-9;
    deltaH += DNA_NN3.sym[0];
    deltaS += DNA_NN3.sym[1];
  }
  const method = conditions.salt_correction;
  const correction = computeSaltCorrection(conditions, seq);
  if (method === 5) deltaS += correction;
  const tm = applySaltCorrection(
    (1000 * deltaH) / (deltaS + GAS_CONSTANT * Math.log(k)) - 273.15,
    correction,
    method,
  );
  if (!Number.isFinite(tm))
    return refuseTm('missingParameters', 'The parameters give no finite Tm for this duplex.');
  return { tm };
};
