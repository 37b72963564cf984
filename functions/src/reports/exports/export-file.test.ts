import { PassThrough } from 'node:stream';
import type { Variant } from '@oligowatch/shared/schemas/insights';
import type { Mismatch, MismatchStats } from '@oligowatch/shared/schemas/report';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/testing/parse-csv';
import { escapeFormulaText } from './cell-text';
import { type ExportSources, exportFilename, NoVariants, writeExport } from './export-file';

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
  row({
    oligoName: 'N1-R',
    targetLocation: 'line\nbreak',
    targetCollectionDate: '-2020',
    targetAccessionID: 'MW000004.1',
  }),
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
  'N1-R': { total: 1, total_percent: 25, byIndex: [{ count: 1, percent: 25, base: 'T' }] },
};

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
  'Sample Location',
  'Sample Date',
  'Accession ID',
  'Start index',
  'End index',
  'Oligo Sequence',
  'Match Lines',
  'Target Sequence',
];
const rowCells = (r: Mismatch) => [
  r.oligoName,
  'Covid',
  r.mismatchCount,
  r.targetLocation,
  r.targetCollectionDate,
  r.targetAccessionID,
  r.start_index,
  r.end_index,
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
      ROWS.map((r) => rowCells(r).map((v) => (typeof v === 'number' ? String(v) : escapeFormulaText(v)))),
    );
    expect(lines[0]?.[3]).toBe(`'=HYPERLINK("http://example.invalid","click")`);
    expect(lines[1]?.[3]).toBe("'+1");
    expect(lines[3]?.[4]).toBe("'-2020");
  });

  it('stats: each index 1-based with its base, then the total, per oligo', async () => {
    const [header, ...lines] = parseCsv((await written('stats', sources())).toString('utf8'));
    expect(header).toEqual(['Oligo', 'Index', 'Base', 'Mismatches', 'Percent of samples']);
    expect(lines).toEqual([
      ['N1-F', '1', 'G', '0', '0'],
      ['N1-F', '2', 'A', '3', '75'],
      ['N1-F', 'Total', '', '3', '75'],
      ['N1-R', '1', 'T', '1', '25'],
      ['N1-R', 'Total', '', '1', '25'],
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
      ],
    ]);
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
    expect(summary.has('Product verdict')).toBe(false);

    const rows = workbook.getWorksheet('Mismatch rows') as ExcelJS.Worksheet;
    expect(sheetValues(rows)).toEqual([ROW_HEADERS, ...ROWS.map(rowCells)]);
    const injected = rows.getCell('D2');
    expect(injected.type).toBe(ExcelJS.ValueType.String);
    expect(injected.formula).toBeUndefined();
    expect(injected.value).toBe('=HYPERLINK("http://example.invalid","click")');
    expect(rows.getCell('D3').type).toBe(ExcelJS.ValueType.String);

    expect(sheetValues(workbook.getWorksheet('Statistics') as ExcelJS.Worksheet)).toEqual([
      ['Oligo', 'Index', 'Base', 'Mismatches', 'Percent of samples'],
      ['N1-F', 1, 'G', 0, 0],
      ['N1-F', 2, 'A', 3, 75],
      ['N1-F', 'Total', undefined, 3, 75],
      ['N1-R', 1, 'T', 1, 25],
      ['N1-R', 'Total', undefined, 1, 25],
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
