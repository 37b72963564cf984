import { PassThrough } from 'node:stream';
import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import type { ReportInsights, Variant } from '@oligowatch/shared/schemas/insights';
import type { Mismatch, MismatchStats } from '@oligowatch/shared/schemas/report';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/testing/parse-csv';
import { escapeFormulaText } from './cell-text';
import { type ExportSources, exportFilename, NoAssays, NoVariants, writeExport } from './export-file';

const row = (over: Partial<Mismatch>): Mismatch => ({
  oligoName: 'N1-F',
  oligoSequence: 'GACCCCAAAATCAGCGAAAT',
  targetSequence: 'GACCCCAAAATCAGCGAAGT',
  mismatchLines: '||||||||||||||||||x|',
  start_index: 28287,
  end_index: 28306,
  mismatchCount: 1,
  targetLocation: 'USA: Texas',
  targetCollectionDate: '2021-03-04',
  targetAccessionID: 'MW000001.1',
  ...over,
});

// Texts a spreadsheet would run, and texts a careless CSV writer would break.
const ROWS: Mismatch[] = [
  row({ targetLocation: '=HYPERLINK("http://example.invalid","click")', targetAccessionID: 'MW000001.1' }),
  row({ targetLocation: '+1', targetAccessionID: '@A1', mismatchCount: 2 }),
  row({ targetLocation: 'Côte d’Ivoire, "Abidjan"', targetAccessionID: 'MW000003.1' }),
  // Engine 2 rows: undetermined calls apart, and whether the oligo line is the reverse complement.
  row({
    oligoName: 'N1-R',
    targetLocation: 'line\nbreak',
    targetCollectionDate: '-2020',
    targetAccessionID: 'MW000004.1',
    mismatchCount: 0,
    undeterminedCount: 2,
    reverseComplement: true,
  }),
  row({ targetAccessionID: 'MW000005.1', undeterminedCount: 0, reverseComplement: false }),
];

const STATS: MismatchStats = {
  'N1-F': {
    total: 3,
    total_percent: 75,
    byIndex: [
      { count: 0, percent: 0, base: 'G' },
      { count: 3, percent: 75, base: 'A' },
    ],
  },
  // Engine 2: of the 5 samples, 4 assessed, one not assessable; percentages of the 4.
  'N1-R': {
    total: 1,
    total_percent: 25,
    byIndex: [{ count: 1, percent: 25, base: 'T', undetermined: 2 }],
    samples: 4,
    undetermined_total: 2,
    not_assessable: 1,
    not_covered: 0,
  },
};

const STAT_HEADERS = [
  'Oligo',
  'Index',
  'Base',
  'Mismatches',
  'Undetermined',
  'Percent of assessed samples',
  'Assessed Samples',
  'Not Assessable',
  'Not Covered',
];

const VARIANT: Variant = {
  binding_site: 'GACCCCAAAATCAGCGAAGT',
  mismatch_lines: '||||||||||||||||||x|',
  mismatch_count: 1,
  three_prime_mismatches: 1,
  real_mismatches: 1,
  undetermined: false,
  samples: 3,
  percent: 75,
  first_date: '2021-03-04',
  last_date: '2021-05-01',
  countries: ['USA', '=cmd'],
  accessions: ['MW000001.1', 'MW000003.1'],
};

const sources = (over: Partial<ExportSources> = {}): ExportSources => ({
  report: {
    _id: 'r1',
    report_title: 'Weekly, "N1" check',
    target_name: 'Covid',
    product_name: 'CDC N1',
    creation_date: '2026-11-23T10:00:00.000Z',
    mismatch_total: 4,
    provenance: {
      product_id: 'p1',
      product_version: 2,
      oligos: [
        { name: 'N1-F', sequence: 'GACCCCAAAATCAGCGAAAT', dna_strand_positive: true },
        { name: 'N1-R', sequence: 'TCTGGTTACTGCCAGTTGAATCTG', dna_strand_positive: false },
      ],
      clade_id: '2697049',
      sample_count: 4,
      engine_version: '1.0.0',
    },
  },
  oligos: ['N1-F', 'N1-R'],
  rows: async function* () {
    // Two pages, as the repository hands them over.
    yield* ROWS.slice(0, 2);
    yield* ROWS.slice(2);
  },
  stats: async () => STATS,
  variants: async () => [
    { oligo: 'N1-F', variants: [VARIANT] },
    { oligo: 'N1-R', variants: [] },
  ],
  insights: async () => undefined,
  ...over,
});

const written = async (kind: Parameters<typeof writeExport>[0], src: ExportSources): Promise<Buffer> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeExport(kind, src, out);
  return Buffer.concat(chunks);
};

const ROW_HEADERS = [
  'Oligo',
  'Common Name',
  'Mismatches',
  'Undetermined',
  'Sample Location',
  'Sample Date',
  'Accession ID',
  'Start index',
  'End index',
  'Reverse Complement',
  'Oligo Sequence',
  'Match Lines',
  'Target Sequence',
];
const yesNo = (value: boolean | undefined) => (value === undefined ? null : value ? 'yes' : 'no');
const rowCells = (r: Mismatch) => [
  r.oligoName,
  'Covid',
  r.mismatchCount,
  r.undeterminedCount ?? null,
  r.targetLocation,
  r.targetCollectionDate,
  r.targetAccessionID,
  r.start_index,
  r.end_index,
  yesNo(r.reverseComplement),
  r.oligoSequence,
  r.mismatchLines,
  r.targetSequence,
];

describe('CSV exports read back', () => {
  it('rows: every row, every field, formula-like texts escaped as text', async () => {
    const text = (await written('rows', sources())).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = parseCsv(text);
    expect(header).toEqual(ROW_HEADERS);
    expect(lines).toEqual(
      ROWS.map((r) =>
        rowCells(r).map((v) => (v === null ? '' : typeof v === 'number' ? String(v) : escapeFormulaText(v))),
      ),
    );
    expect(lines[0]?.[4]).toBe(`'=HYPERLINK("http://example.invalid","click")`);
    expect(lines[1]?.[4]).toBe("'+1");
    expect(lines[3]?.[5]).toBe("'-2020");
    // A report made before engine 2 has neither field; a later one has both.
    expect(lines.map((l) => [l[3], l[9]])).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
      ['2', 'yes'],
      ['0', 'no'],
    ]);
  });

  it('stats: each index 1-based with its base, then the total, per oligo', async () => {
    const [header, ...lines] = parseCsv((await written('stats', sources())).toString('utf8'));
    expect(header).toEqual(STAT_HEADERS);
    expect(lines).toEqual([
      ['N1-F', '1', 'G', '0', '', '0', '', '', ''],
      ['N1-F', '2', 'A', '3', '', '75', '', '', ''],
      ['N1-F', 'Total', '', '3', '', '75', '', '', ''],
      ['N1-R', '1', 'T', '1', '2', '25', '4', '', ''],
      ['N1-R', 'Total', '', '1', '2', '25', '4', '1', '0'],
    ]);
  });

  it('stats of one oligo only', async () => {
    const [, ...lines] = parseCsv((await written('stats', sources({ oligos: ['N1-R'] }))).toString('utf8'));
    expect(lines.map((l) => l[0])).toEqual(['N1-R', 'N1-R']);
  });

  it('variants: ranked per oligo, lists joined', async () => {
    const [header, ...lines] = parseCsv((await written('variants', sources())).toString('utf8'));
    expect(header?.slice(0, 3)).toEqual(['Oligo', 'Rank', 'Binding Site']);
    expect(lines).toEqual([
      [
        'N1-F',
        '1',
        VARIANT.binding_site,
        VARIANT.mismatch_lines,
        '1',
        '1',
        '1',
        'no',
        '3',
        '75',
        '2021-03-04',
        '2021-05-01',
        'USA; =cmd',
        'MW000001.1; MW000003.1',
        // A report made before issue 24: no Tm, change, flag or note.
        '',
        '',
        '',
        '',
      ],
    ]);
  });

  it.each([
    // [case, Tm fields, thresholds, Tm, delta Tm, flag, note]
    ['a drop of 5.7 °C: flagged', { tm: 66.9, delta_tm: -5.7 }, {}, '66.9', '-5.7', 'yes', ''],
    [
      'the same drop, a report flagging at -6 °C',
      { tm: 66.9, delta_tm: -5.7 },
      { action_delta_tm: -6 },
      '66.9',
      '-5.7',
      'no',
      '',
    ],
    ['exactly -5 °C: flagged', { tm: 57, delta_tm: -5 }, {}, '57', '-5', 'yes', ''],
    [
      'no number, with the reason',
      { tm: null, delta_tm: null, tm_note: 'No Tm: an indel.' },
      {},
      '',
      '',
      'no',
      'No Tm: an indel.',
    ],
  ])('variants with Tm (issue 24): %s', async (_case, tm, thresholds, tmText, deltaText, flag, note) => {
    const base = sources();
    const withTm = sources({
      report: {
        ...base.report,
        provenance: {
          ...base.report.provenance,
          verdict_thresholds: { ...DEFAULT_VERDICT_THRESHOLDS, ...thresholds },
        },
      },
      variants: async () => [{ oligo: 'N1-F', variants: [{ ...VARIANT, ...tm }] }],
    });
    const [header, ...lines] = parseCsv((await written('variants', withTm)).toString('utf8'));
    expect(header?.slice(-4)).toEqual(['Tm (°C)', 'ΔTm (°C)', 'Tm Flag', 'Tm Note']);
    expect(lines[0]?.slice(-4)).toEqual([tmText, deltaText, flag, note]);
  });

  it('variants of a report without any: refused, not an empty file', async () => {
    await expect(written('variants', sources({ variants: async () => undefined }))).rejects.toBeInstanceOf(
      NoVariants,
    );
  });
});

const sheetValues = (sheet: ExcelJS.Worksheet): unknown[][] => {
  const values: unknown[][] = [];
  sheet.eachRow((r) => {
    values.push((r.values as unknown[]).slice(1));
  });
  return values;
};

describe('XLSX workbook read back with exceljs', () => {
  it('has the summary and one sheet each, equal to the data; formula-like texts are strings', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await written('xlsx', sources())) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'Mismatch rows',
      'Statistics',
      'Variants',
      'Samples left out',
      'Assays',
      'Samples not detected',
    ]);

    const summary = new Map(
      sheetValues(workbook.getWorksheet('Summary') as ExcelJS.Worksheet).map(([k, v]) => [k, v]),
    );
    expect(summary.get('Title')).toBe('Weekly, "N1" check');
    expect(summary.get('Target')).toBe('Covid');
    expect(summary.get('Product')).toBe('CDC N1');
    expect(summary.get('Product version')).toBe(2);
    expect(summary.get('Created')).toBe('2026-11-23T10:00:00.000Z');
    expect(summary.get('Engine version')).toBe('1.0.0');
    expect(summary.get('Samples')).toBe(4);
    expect(summary.get('Sample window')).toBe('All samples');
    expect(summary.has('Product verdict')).toBe(false);

    const rows = workbook.getWorksheet('Mismatch rows') as ExcelJS.Worksheet;
    // An empty cell reads back as undefined.
    expect(sheetValues(rows)).toEqual([
      ROW_HEADERS,
      ...ROWS.map((r) => rowCells(r).map((v) => v ?? undefined)),
    ]);
    const injected = rows.getCell('E2');
    expect(injected.type).toBe(ExcelJS.ValueType.String);
    expect(injected.formula).toBeUndefined();
    expect(injected.value).toBe('=HYPERLINK("http://example.invalid","click")');
    expect(rows.getCell('E3').type).toBe(ExcelJS.ValueType.String);

    expect(sheetValues(workbook.getWorksheet('Statistics') as ExcelJS.Worksheet)).toEqual([
      STAT_HEADERS,
      ['N1-F', 1, 'G', 0, undefined, 0],
      ['N1-F', 2, 'A', 3, undefined, 75],
      ['N1-F', 'Total', undefined, 3, undefined, 75],
      ['N1-R', 1, 'T', 1, 2, 25, 4],
      ['N1-R', 'Total', undefined, 1, 2, 25, 4, 1, 0],
    ]);
    // A report made before engine 2 lists no samples left out: the sheet has its headers only.
    expect(sheetValues(workbook.getWorksheet('Samples left out') as ExcelJS.Worksheet)).toEqual([
      ['Oligo', 'Outcome', 'Reason', 'Accession'],
    ]);
    const variants = sheetValues(workbook.getWorksheet('Variants') as ExcelJS.Worksheet);
    expect(variants).toHaveLength(2);
    expect(variants[1]).toEqual([
      'N1-F',
      1,
      VARIANT.binding_site,
      VARIANT.mismatch_lines,
      1,
      1,
      1,
      'no',
      3,
      75,
      '2021-03-04',
      '2021-05-01',
      'USA; =cmd',
      'MW000001.1; MW000003.1',
    ]);
  });

  it('shows the verdicts when the report has them', async () => {
    const insights = {
      thresholds: {
        action_variant_percent: 15,
        three_prime_bases: 3,
        multiple_mismatches: 2,
        caution_oligo_percent: 15,
        action_inclusivity_percent: 75,
        caution_inclusivity_percent: 90,
        inclusive_max_mismatches: 1,
        undetermined_site_percent: 50,
      },
      product: {
        verdict: { level: 'CAUTION' as const, reasons: ['Inclusivity is 80%.'] },
        inclusivity_percent: 80,
        included_samples: 4,
        samples: 5,
        undetermined_samples: 0,
      },
      oligos: [],
    };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await written('xlsx', sources({ insights: async () => insights }))) as unknown as ExcelJS.Buffer,
    );
    const summary = new Map(
      sheetValues(workbook.getWorksheet('Summary') as ExcelJS.Worksheet).map(([k, v]) => [k, v]),
    );
    expect(summary.get('Product verdict')).toBe('CAUTION — Inclusivity is 80%.');
    expect(summary.get('Inclusivity (%)')).toBe(80);
  });
});

describe('the workbook of an engine 2 report', () => {
  const oligoInsight = (
    name: string,
    leftOut: Pick<ReportInsights['oligos'][number], 'not_assessable' | 'not_covered'>,
  ) => ({
    name,
    role: 'primer' as const,
    verdict: { level: 'PASS' as const, reasons: ['fine'] },
    samples: 4,
    undetermined_samples: leftOut.not_assessable?.count ?? 0,
    samples_with_mismatch: 1,
    undetermined_by_index: [0],
    variant_count: 0,
    variants: [],
    by_month: [],
    by_country: [],
    ...leftOut,
  });
  const insights: ReportInsights = {
    thresholds: {
      action_variant_percent: 15,
      three_prime_bases: 3,
      multiple_mismatches: 2,
      caution_oligo_percent: 15,
      action_inclusivity_percent: 75,
      caution_inclusivity_percent: 90,
      inclusive_max_mismatches: 1,
      undetermined_site_percent: 50,
    },
    product: {
      verdict: { level: 'PASS', reasons: ['Inclusivity is 100% (90% or more).'] },
      inclusivity_percent: 100,
      included_samples: 3,
      samples: 3,
      undetermined_samples: 2,
    },
    oligos: [
      oligoInsight('N1-F', {
        not_assessable: { count: 0, accessions: [], reasons: [], by_reason: {} },
        not_covered: { count: 0, accessions: [], reasons: [], by_reason: {} },
      }),
      oligoInsight('N1-R', {
        not_assessable: {
          count: 2,
          accessions: ['MW000006.1', 'MW000007.1'],
          reasons: ['undetermined_over_limit', 'undetermined_at_three_prime'],
          by_reason: { undetermined_over_limit: 1, undetermined_at_three_prime: 1 },
        },
        // 3 not covered, of which the first is listed.
        not_covered: {
          count: 3,
          accessions: ['MW000008.1'],
          reasons: ['genome_ends'],
          by_reason: { genome_ends: 3 },
        },
      }),
    ],
  };
  const engine2 = (): ExportSources => {
    const base = sources();
    return {
      ...base,
      report: {
        ...base.report,
        provenance: {
          ...base.report.provenance,
          engine_version: '2.0.0',
          anchors: { version: 1, source: 'clade', genomes: 5, oligos: [] },
          outcome_rules: { undetermined_percent: 20, three_prime_bases: 3 },
        },
      },
      insights: async () => insights,
    };
  };

  it('lists each oligo’s samples left out with the reason in words, and counts them in the summary', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await written('xlsx', engine2())) as unknown as ExcelJS.Buffer);
    expect(sheetValues(workbook.getWorksheet('Samples left out') as ExcelJS.Worksheet)).toEqual([
      ['Oligo', 'Outcome', 'Reason', 'Accession'],
      ['N1-R', 'Not assessable', 'over 20% of the site undetermined (N or ambiguity codes)', 'MW000006.1'],
      ['N1-R', 'Not assessable', "an undetermined base in the primer's last 3 bases", 'MW000007.1'],
      ['N1-R', 'Not covered', 'the genome ends before the site', 'MW000008.1'],
      ['N1-R', 'Not covered', undefined, '+2 more'],
    ]);
    const summary = new Map(
      sheetValues(workbook.getWorksheet('Summary') as ExcelJS.Worksheet).map(([k, v]) => [k, v]),
    );
    expect(summary.get('Left out: N1-F')).toBe('0 not assessable · 0 not covered');
    expect(summary.get('Left out: N1-R')).toBe('2 not assessable · 3 not covered');
    expect(summary.get('Sites found by')).toBe("flanks learned from the clade's first 5 genomes");
    expect(summary.get('Outcome rules')).toMatch(
      /^A sample is not assessable for an oligo when more than 20%/,
    );
  });

  it('keeps to the chosen oligo', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await written('xlsx', { ...engine2(), oligos: ['N1-F'] })) as unknown as ExcelJS.Buffer,
    );
    expect(sheetValues(workbook.getWorksheet('Samples left out') as ExcelJS.Worksheet)).toHaveLength(1);
  });
});

describe('exportFilename', () => {
  it.each([
    ['Weekly, "N1" check', 'rows', undefined, 'Weekly-N1-check-mismatch-rows.csv'],
    ['Côte report', 'xlsx', undefined, 'Cote-report-workbook.xlsx'],
    ['../../etc', 'stats', 'N1-F', 'etc-N1-F-statistics.csv'],
    ['***', 'variants', undefined, 'report-variants.csv'],
  ] as const)('%j %s %s -> %s', (title, kind, oligo, expected) => {
    expect(exportFilename(title, kind, oligo)).toBe(expected);
  });
});

describe('the workbook of a report judged by assays (issue 23)', () => {
  const assays: NonNullable<ReportInsights['assays']> = [
    {
      name: 'N1',
      oligos: ['N1-F', 'N1-R'],
      verdict: { level: 'CAUTION', reasons: ['Inclusivity is 80%, under 90%.'] },
      samples_assessed: 5,
      detected_samples: 4,
      inclusivity_percent: 80,
      not_assessed: { site_missing: 0, undetermined: 1 },
      not_detected_count: 3,
      not_detected: [
        { accession: 'MW000009.1', failed_role: 'reverse' },
        { accession: '=cmd', failed_role: 'arrangement' },
      ],
      not_detected_by_role: { reverse: 2, arrangement: 1 },
    },
    {
      name: 'InfA M',
      oligos: ['M-F', 'M-R'],
      verdict: null,
      samples_assessed: 0,
      detected_samples: 0,
      inclusivity_percent: 0,
      not_assessed: { site_missing: 6, undetermined: 0 },
      not_detected_count: 0,
      not_detected: [],
      not_detected_by_role: {},
    },
  ];
  const insights: ReportInsights = {
    thresholds: DEFAULT_VERDICT_THRESHOLDS,
    product: {
      verdict: { level: 'CAUTION', reasons: ['Inclusivity is 80%, under 90%.'] },
      inclusivity_percent: 80,
      included_samples: 4,
      samples: 5,
      undetermined_samples: 1,
    },
    oligos: [],
    assays,
  };

  it('has a row per assay, its samples not detected with the role that failed, and judged assays in the summary', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await written('xlsx', sources({ insights: async () => insights }))) as unknown as ExcelJS.Buffer,
    );
    expect(sheetValues(workbook.getWorksheet('Assays') as ExcelJS.Worksheet)).toEqual([
      [
        'Assay',
        'Oligos',
        'Verdict',
        'Assessed Samples',
        'Detected Samples',
        'Inclusivity (%)',
        'Not Detected',
        'Without Its Sites',
        'Undetermined',
      ],
      ['N1', 'N1-F; N1-R', 'CAUTION — Inclusivity is 80%, under 90%.', 5, 4, 80, 3, 0, 1],
      // Not judged: no verdict and no inclusivity rather than 0%.
      ['InfA M', 'M-F; M-R', undefined, 0, 0, undefined, 0, 6, 0],
    ]);
    expect(sheetValues(workbook.getWorksheet('Samples not detected') as ExcelJS.Worksheet)).toEqual([
      ['Assay', 'Accession', 'Failed'],
      ['N1', 'MW000009.1', 'no reverse primer binds'],
      ['N1', '=cmd', 'each role binds, but not in order, facing each other, within 2,000 bases'],
      ['N1', '+1 more'],
    ]);
    const summary = new Map(
      sheetValues(workbook.getWorksheet('Summary') as ExcelJS.Worksheet).map(([k, v]) => [k, v]),
    );
    expect(summary.get('Assay verdict: N1')).toBe('CAUTION — Inclusivity is 80%, under 90%.');
    expect(summary.has('Assay verdict: InfA M')).toBe(false);
  });

  it('assays as CSV: one line per assay, narrowed to the assays holding the chosen oligo', async () => {
    const [header, ...lines] = parseCsv(
      (
        await written(
          'assays',
          sources({ insights: async () => insights, oligos: ['N1-F', 'N1-R', 'M-F', 'M-R'] }),
        )
      ).toString('utf8'),
    );
    expect(header?.[0]).toBe('Assay');
    expect(lines.map((l) => [l[0], l[2], l[5]])).toEqual([
      ['N1', 'CAUTION — Inclusivity is 80%, under 90%.', '80'],
      ['InfA M', '', ''],
    ]);
    const narrowed = parseCsv(
      (await written('assays', sources({ insights: async () => insights, oligos: ['M-F'] }))).toString(
        'utf8',
      ),
    );
    expect(narrowed.slice(1).map((l) => l[0])).toEqual(['InfA M']);
  });

  it('assays of a report without detection by assay: refused, not an empty file', async () => {
    await expect(written('assays', sources())).rejects.toBeInstanceOf(NoAssays);
  });
});
