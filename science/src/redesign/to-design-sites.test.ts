import { describe, expect, it } from 'vitest';
import { countFixtureVariants, fixtureOligo } from '../insights/testing/count-fixture-variants';
import { readNextclade2024Genomes } from '../mismatch/testing/fixtures';
import { toDesignSites } from './to-design-sites';

const PLUS = { written: 'ACGTTGCAGG', strandPositive: true };
const MINUS = { written: 'ACGTTGCAGG', strandPositive: false };
const DEGENERATE = { written: 'ACGYTGCAGG', strandPositive: true };

describe('design sites from the variants as the insight counts key them', () => {
  it.each([
    ['no change', PLUS, '=', { bases: 'ACGTTGCAGG', samples: 4 }],
    ['a substitution on a plus-strand oligo', PLUS, '2T', { bases: 'ACTTTGCAGG', samples: 4 }],
    // The key holds the sample's plus-strand base; a minus-strand oligo reads its complement.
    ['a substitution on a minus-strand oligo', MINUS, '2T', { bases: 'ACATTGCAGG', samples: 4 }],
    ['two substitutions', PLUS, '0G,9A', { bases: 'GCGTTGCAGA', samples: 4 }],
    [
      "a sample's own ambiguity code, disjoint from the oligo's",
      MINUS,
      '4R',
      { bases: 'ACGTYGCAGG', samples: 4 },
    ],
    ['a deletion', PLUS, '3-', { bases: 'ACGTTGCAGG', samples: 4, indel: true }],
    ['an insertion beside a substitution', PLUS, '1A,3+G', { bases: 'AAGTTGCAGG', samples: 4, indel: true }],
    // Unchanged, a degenerate position keeps the oligo's code: the key does not say which base.
    ['a degenerate oligo, unchanged', DEGENERATE, '=', { bases: 'ACGYTGCAGG', samples: 4 }],
    ['a degenerate oligo, changed at its code', DEGENERATE, '3A', { bases: 'ACGATGCAGG', samples: 4 }],
  ])('%s', (_case, oligo, key, expected) => {
    expect(toDesignSites(oligo, { [key]: { samples: 4 } })).toEqual([expected]);
  });

  it.each([['2X'], ['12T'], ['2'], ['two']])('refuses %s, which is no change key of this oligo', (key) => {
    expect(() => toDesignSites(PLUS, { [key]: { samples: 1 } })).toThrow(RangeError);
  });

  it('reads every N1 probe variant of the 165 genomes of the 2024 Nextclade set', () => {
    const { oligos, counts } = countFixtureVariants([fixtureOligo('USCDC_N1_P')], readNextclade2024Genomes());
    const [probe] = oligos;
    const [probeCounts] = counts.oligos;
    if (!probe || !probeCounts) throw new Error('no N1 probe counts');
    const sites = toDesignSites(probe, probeCounts.variants);
    // In the counts' key order (the order variants were first seen); sorted here to read.
    sites.sort((a, b) => b.samples - a.samples || (a.bases < b.bases ? -1 : 1));
    expect(sites).toEqual([
      { bases: 'ACCCCGCATTACGTTTGGTGGACC', samples: 83 },
      { bases: 'ACTCCGCATTACGTTTGGTGGACC', samples: 70 },
      { bases: 'ACTTCGCATTACGTTTGGTGGACC', samples: 2 },
      { bases: 'ACCCCGCATTACGTTTGGTGGGCC', samples: 1 },
      { bases: 'ACCCCGCATTACGTTTGTTGGACC', samples: 1 },
      { bases: 'ACTCCGCATTACGTTTGGTGGGCC', samples: 1 },
    ]);
  });
});
