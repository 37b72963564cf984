import { guessRoleFromName } from '@oligowatch/shared/guess-role-from-name';
import { assayRoleSchema } from '@oligowatch/shared/schemas/oligo';
import { describe, expect, it } from 'vitest';
import { readFixtureOligos } from '../mismatch/testing/fixtures';

/**
 * The roles the seeded catalogue takes from test/fixtures/oligos/published_assay_oligos.csv (copied
 * from ../shared/data/oligos/real_oligos_annotations.csv with each oligo's place on its reference):
 * they must be what the source data says, read from the fixture only.
 */
const rows = readFixtureOligos().map((row) => ({
  product: row.extra.assay ?? '',
  assay: row.extra.assay_in_product ?? '',
  name: row.name,
  strand: row.strandPositive ? '+' : '-',
  role: row.extra.role ?? '',
  annotated: row.extra.annotated_role ?? '',
  start: Number(row.extra.ref_start_1based),
  end: Number(row.extra.ref_end_1based),
}));
type Row = (typeof rows)[number];

/**
 * An oligo's place in its amplicon on the reference: the plus-strand oligo that starts it is the
 * forward primer, the minus-strand one that ends it the reverse primer, any other lies inside: a
 * probe. Alternatives share a place (the FHI InfA M F1 and F2 both start at 143).
 */
const placeInAmplicon = (row: Row): string => {
  const amplicon = rows.filter((other) => other.product === row.product && other.assay === row.assay);
  const start = Math.min(...amplicon.map((other) => other.start));
  const end = Math.max(...amplicon.map((other) => other.end));
  if (row.strand === '+' && row.start === start) return 'forward';
  if (row.strand === '-' && row.end === end) return 'reverse';
  return 'probe';
};

/**
 * The rows whose annotated role the source's README calls unreliable (copied from the FHI file,
 * "all RSV oligos are reverse_primer; FluSw-H1 are all forward_primer"), with the role the fixture
 * gives instead: their place in the amplicon. TM324, RSVQA and RSVQB are the probes issue 23 found
 * read as primers.
 */
const CORRECTED: Record<string, [annotated: string, role: string]> = {
  'FluSw-H1-R318B_HA': ['forward', 'reverse'],
  'FluSw-H1-TM324_HA': ['forward', 'probe'],
  'BHA-188F_HA': ['primer', 'forward'],
  BHA270R_HA: ['primer', 'reverse'],
  RSVQA1: ['reverse', 'forward'],
  RSVQA: ['reverse', 'probe'],
  RSVQB1: ['reverse', 'forward'],
  RSVQB: ['reverse', 'probe'],
};

describe('roles of the published oligos (the seeded catalogue)', () => {
  it('gives all 66 a role, 22 of them probes', () => {
    expect(rows).toHaveLength(66);
    for (const row of rows) expect(assayRoleSchema.safeParse(row.role).success, row.name).toBe(true);
    expect(rows.filter((row) => row.role === 'probe')).toHaveLength(22);
  });

  it.each(rows.map((row) => [row.name, row] as const))(
    '%s has the role of its place in its amplicon',
    (_, row) => {
      expect(row.role).toBe(placeInAmplicon(row));
    },
  );

  it('has the annotated role everywhere but where the source labels it wrongly', () => {
    const differing = Object.fromEntries(
      rows.filter((row) => row.role !== row.annotated).map((row) => [row.name, [row.annotated, row.role]]),
    );
    expect(differing).toEqual(CORRECTED);
  });

  it("agrees with the name's guess wherever the name tells (the add screen's pre-filled role)", () => {
    for (const row of rows) {
      const guess = guessRoleFromName(row.name);
      if (guess !== null) expect(guess, row.name).toBe(row.role);
    }
    expect(rows.filter((row) => guessRoleFromName(row.name) === null).map((row) => row.name)).toEqual([
      'RSVQA1',
      'RSVQA2',
      'RSVQA',
      'RSVQB1',
      'RSVQB2',
      'RSVQB',
    ]);
  });

  it('groups the FHI products as published', () => {
    const assaysOf = (product: string) => {
      const groups = new Map<string, string[]>();
      for (const row of rows.filter((r) => r.product === product))
        groups.set(row.assay, [...(groups.get(row.assay) ?? []), `${row.name} (${row.role})`]);
      return Object.fromEntries(groups);
    };
    expect(assaysOf('FHI Influenza A M (triplex)')).toEqual({
      'InfA M': [
        'triplex_INFA_F1_M (forward)',
        'triplex_INFA_F2_M (forward)',
        'triplex_INFA_R1_M (reverse)',
        'triplex_INFA_R2_M (reverse)',
        'triplex_INFA_Probe_M (probe)',
      ],
    });
    expect(assaysOf('FHI Influenza B HA lineage (Victoria/Yamagata)')).toEqual({
      'B HA lineage': [
        'BHA-188F_HA (forward)',
        'BHA270R_HA (reverse)',
        'probe-VIC2_HA (probe)',
        'probe-YAM2_HA (probe)',
      ],
    });
    // Pasteur's IP2 and IP4 are two PCR systems; every other product is one assay.
    expect(Object.keys(assaysOf('Institut Pasteur, Paris (France) RdRp'))).toEqual(['IP2', 'IP4']);
    const products = [...new Set(rows.map((row) => row.product))];
    expect(products).toHaveLength(20);
    for (const product of products.filter((name) => !name.startsWith('Institut Pasteur')))
      expect(Object.keys(assaysOf(product)), product).toHaveLength(1);
  });
});
