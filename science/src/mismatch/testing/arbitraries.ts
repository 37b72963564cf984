import fc from 'fast-check';

/*
 * Generators for the property tests: random pairs, and adversarial ones built to hit the engine's
 * corners — planted copies with a few edits (the filter's windows), repeated copies (ties), copies
 * cut by the sample's ends, runs of N, IUPAC codes on both sides, case, junk characters, and oligos
 * longer than one or several 32-bit words.
 */

const BASES = 'ACGT';
const DEGENERATE = 'RYSWKMBDHV';

export interface PairCase {
  readonly oligo: string;
  readonly strandPositive: boolean;
  readonly sample: string;
}

/** Oligo lengths weighted toward primers but reaching past 32, 64 and 128 positions. */
const oligoLength = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 12 }) },
  { weight: 5, arbitrary: fc.integer({ min: 13, max: 40 }) },
  { weight: 2, arbitrary: fc.integer({ min: 41, max: 80 }) },
  { weight: 1, arbitrary: fc.integer({ min: 120, max: 170 }) },
);

const oligoChar = fc.oneof(
  { weight: 40, arbitrary: fc.constantFrom(...BASES) },
  { weight: 3, arbitrary: fc.constantFrom(...DEGENERATE) },
  { weight: 1, arbitrary: fc.constant('N') },
);

export const oligoArbitrary: fc.Arbitrary<string> = oligoLength.chain((length) =>
  fc.array(oligoChar, { minLength: length, maxLength: length }).map((chars) => chars.join('')),
);

const randomStretch = fc
  .array(
    fc.oneof(
      { weight: 30, arbitrary: fc.constantFrom(...BASES) },
      { weight: 1, arbitrary: fc.constantFrom(...DEGENERATE, 'N') },
    ),
    { maxLength: 120 },
  )
  .map((chars) => chars.join(''));

const nRun = fc.integer({ min: 1, max: 40 }).map((length) => 'N'.repeat(length));

/** A planted copy of the binding form: degenerate codes resolved (or kept), then a few edits. */
const plantedCopy = (binding: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: binding.length, maxLength: binding.length }),
      fc.boolean(),
      fc.array(
        fc.record({
          kind: fc.constantFrom('substitute', 'insert', 'delete', 'ambiguous'),
          at: fc.nat(),
          base: fc.constantFrom(...BASES, 'N', 'R'),
        }),
        { maxLength: 6 },
      ),
    )
    .map(([picks, keepCodes, edits]) => {
      const resolved = [...binding].map((code, i) => {
        if (keepCodes || BASES.includes(code)) return code;
        const options = [...BASES].filter((base) => compatible(code, base));
        return options[(picks[i] ?? 0) % options.length] ?? code;
      });
      for (const edit of edits) {
        const at = resolved.length === 0 ? 0 : edit.at % (resolved.length + 1);
        if (edit.kind === 'insert') resolved.splice(at, 0, edit.base);
        else if (edit.kind === 'delete') resolved.splice(at, 1);
        else if (edit.kind === 'ambiguous') resolved.splice(at, 1, 'N');
        else resolved.splice(at, 1, edit.base);
      }
      return resolved.join('');
    });

const COMPATIBLE: Readonly<Record<string, string>> = {
  A: 'A',
  C: 'C',
  G: 'G',
  T: 'T',
  R: 'AG',
  Y: 'CT',
  S: 'CG',
  W: 'AT',
  K: 'GT',
  M: 'AC',
  B: 'CGT',
  D: 'AGT',
  H: 'ACT',
  V: 'ACG',
  N: 'ACGT',
};

const compatible = (code: string, base: string): boolean => (COMPATIBLE[code] ?? '').includes(base);

/** DNA reverse complement for the generators (independent of the engine's own). */
export const reverseComplementText = (sequence: string): string => {
  const pairs: Readonly<Record<string, string>> = {
    A: 'T',
    C: 'G',
    G: 'C',
    T: 'A',
    U: 'A',
    R: 'Y',
    Y: 'R',
    S: 'S',
    W: 'W',
    K: 'M',
    M: 'K',
    B: 'V',
    V: 'B',
    D: 'H',
    H: 'D',
    N: 'N',
  };
  return [...sequence.toUpperCase()]
    .reverse()
    .map((char) => pairs[char] ?? 'N')
    .join('');
};

/** A sample made of random stretches, N runs and planted (edited, repeated, cut) copies. */
const sampleFor = (binding: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.array(
        fc.oneof(
          { weight: 4, arbitrary: randomStretch },
          { weight: 1, arbitrary: nRun },
          { weight: 4, arbitrary: plantedCopy(binding) },
        ),
        { maxLength: 6 },
      ),
      fc.nat({ max: 40 }),
      fc.nat({ max: 40 }),
      fc.constantFrom('none', 'lower', 'junk'),
    )
    .map(([parts, cutStart, cutEnd, style]) => {
      let sample = parts.join('');
      // Cut copies at the sample's ends: the oligo hangs over the edge.
      sample = sample.slice(Math.min(cutStart, sample.length), Math.max(0, sample.length - cutEnd));
      if (style === 'lower') sample = sample.toLowerCase();
      if (style === 'junk' && sample.length > 2) sample = `${sample.slice(0, 1)}*${sample.slice(2, -1)}-`;
      return sample;
    });

export const pairArbitrary: fc.Arbitrary<PairCase> = fc
  .tuple(oligoArbitrary, fc.boolean())
  .chain(([oligo, strandPositive]) => {
    const binding = strandPositive ? oligo : reverseComplementText(oligo);
    return sampleFor(binding).map((sample) => ({ oligo, strandPositive, sample }));
  });

/** Several oligos against one sample that holds copies of each: the batch path with its filter. */
export const batchArbitrary: fc.Arbitrary<{ oligos: PairCase[]; sample: string }> = fc
  .array(fc.tuple(oligoArbitrary, fc.boolean()), { minLength: 1, maxLength: 4 })
  .chain((specs) =>
    fc
      .tuple(
        ...specs.map(([oligo, strandPositive]) =>
          sampleFor(strandPositive ? oligo : reverseComplementText(oligo)),
        ),
      )
      .map((pieces) => {
        const sample = pieces.join('');
        return {
          oligos: specs.map(([oligo, strandPositive]) => ({ oligo, strandPositive, sample })),
          sample,
        };
      }),
  );
