import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { enrichCollectionDate } from '@oligowatch/functions/targets/domain/enrich-collection-date';
import {
  findStoredAccessions,
  type SampleInput,
  upsertSamples,
} from '@oligowatch/functions/targets/repository/sample-upserts';
import { parseFasta } from '@oligowatch/science';
import { isValidOligoSequence, normalizeOligoSequence } from '@oligowatch/shared/iupac';
import { readTsv } from './read-tsv';
import { REPO_ROOT } from './repo-paths';

/**
 * Real genomes for a new install (test/fixtures/genomes, see its README), stored through the same
 * upsert as an import, so reports can run at once. Idempotent: a sample already stored unchanged
 * is not written again.
 *
 * Targets and clades (a report runs on one clade, so a clade holds one kind of sequence):
 * | target (taxonomic ID)                   | clade ID     | clade name                          |
 * | SARS-CoV-2 2697049                      | 2697049      | SARS-CoV-2 (Covid)                  |
 * | Human respiratory syncytial virus A 208893 | 208893    | RSV-A                               |
 * | Human respiratory syncytial virus B 208895 | 208895    | RSV-B                               |
 * | Influenza A virus (H1N1) 114727         | H1N1pdm-HA   | Influenza A H1N1pdm HA (segment 4)  |
 * |                                         | H1N1pdm-MP   | Influenza A H1N1pdm MP (segment 7)  |
 * | Influenza A virus (H3N2) 119210         | H3N2-HA      | Influenza A H3N2 HA (segment 4)     |
 * |                                         | H3N2-MP      | Influenza A H3N2 MP (segment 7)     |
 * SARS-CoV-2 and RSV use the taxonomic ID as clade ID, as an NCBI import without a clade ID does,
 * so imported records join the seeded clade. The fixtures carry no Nextclade clade for SARS-CoV-2
 * (README: no lineage column), so none is invented. Influenza segments are separate clades: an
 * oligo for HA cannot be checked against MP. RSV and influenza taxonomic IDs are NCBI's as commonly
 * cited (UNVERIFIED here, like the fixture NCBI's; ../shared/data/ncbi/NOTES.md).
 *
 * Metadata comes from the public data as it is: the metadata TSVs beside the FASTA files (ncov and
 * RSV examples), else `seed-metadata.tsv`, the rows of ../shared/data/sequence_index.tsv for the
 * other records (strain, date, country; MN908947 is Wuhan/Hu-1/2019, 2019-12-26, China, host from
 * its GenBank record) and the references' own headers and README entries. Accession: the INSDC
 * accession the data gives; a genome without one (some SARS-CoV-2 examples, the influenza
 * subsets) is keyed by its strain name and marked `has_accession: false`, so the target view says
 * it has none instead of passing the name off as an accession.
 */

const GENOMES = join(REPO_ROOT, 'test', 'fixtures', 'genomes');

interface CladeSeed {
  taxonomicID: number;
  commonName: string;
  cladeID: string;
  cladeName: string;
  files: { fasta: string; metadata?: string }[];
}

const SARS_COV_2 = { taxonomicID: 2697049, commonName: 'Severe acute respiratory syndrome coronavirus 2' };
const H1N1 = { taxonomicID: 114727, commonName: 'Influenza A virus (H1N1)' };
const H3N2 = { taxonomicID: 119210, commonName: 'Influenza A virus (H3N2)' };

export const CLADE_SEEDS: readonly CladeSeed[] = [
  {
    ...SARS_COV_2,
    cladeID: '2697049',
    cladeName: 'SARS-CoV-2 (Covid)',
    files: [
      { fasta: 'sars-cov-2/MN908947_wuhan-hu-1.reference.fasta' },
      {
        fasta: 'sars-cov-2/ncov_example.subset.fasta',
        metadata: 'sars-cov-2/ncov_example.subset.metadata.tsv',
      },
      {
        fasta: 'sars-cov-2/ncov_example.usa.subset.fasta',
        metadata: 'sars-cov-2/ncov_example.usa.subset.metadata.tsv',
      },
      { fasta: 'sars-cov-2/nextclade_2021-06-25.subset.fasta' },
      { fasta: 'sars-cov-2/nextclade_2024-02-16.subset.fasta' },
    ],
  },
  {
    taxonomicID: 208893,
    commonName: 'Human respiratory syncytial virus A',
    cladeID: '208893',
    cladeName: 'RSV-A',
    files: [
      { fasta: 'rsv/a/reference_EPI_ISL_412866.fasta' },
      {
        fasta: 'rsv/a/nextstrain_rsv_example.subset.fasta',
        metadata: 'rsv/a/nextstrain_rsv_example.subset.metadata.tsv',
      },
      {
        fasta: 'rsv/a/nextstrain_rsv_example.more.subset.fasta',
        metadata: 'rsv/a/nextstrain_rsv_example.more.subset.metadata.tsv',
      },
    ],
  },
  {
    taxonomicID: 208895,
    commonName: 'Human respiratory syncytial virus B',
    cladeID: '208895',
    cladeName: 'RSV-B',
    files: [
      { fasta: 'rsv/b/reference_EPI_ISL_1653999.fasta' },
      {
        fasta: 'rsv/b/nextstrain_rsv_example.subset.fasta',
        metadata: 'rsv/b/nextstrain_rsv_example.subset.metadata.tsv',
      },
      {
        fasta: 'rsv/b/nextstrain_rsv_example.more.subset.fasta',
        metadata: 'rsv/b/nextstrain_rsv_example.more.subset.metadata.tsv',
      },
    ],
  },
  {
    ...H1N1,
    cladeID: 'H1N1pdm-HA',
    cladeName: 'Influenza A H1N1pdm HA (segment 4)',
    files: [
      { fasta: 'influenza/A_H1N1pdm/ha.reference.fasta' },
      { fasta: 'influenza/A_H1N1pdm/ha.subset.fasta' },
    ],
  },
  {
    ...H1N1,
    cladeID: 'H1N1pdm-MP',
    cladeName: 'Influenza A H1N1pdm MP (segment 7)',
    files: [
      { fasta: 'influenza/A_H1N1pdm/mp.reference.fasta' },
      { fasta: 'influenza/A_H1N1pdm/mp.subset.fasta' },
    ],
  },
  {
    ...H3N2,
    cladeID: 'H3N2-HA',
    cladeName: 'Influenza A H3N2 HA (segment 4)',
    files: [{ fasta: 'influenza/A_H3N2/ha.reference.fasta' }, { fasta: 'influenza/A_H3N2/ha.subset.fasta' }],
  },
  {
    ...H3N2,
    cladeID: 'H3N2-MP',
    cladeName: 'Influenza A H3N2 MP (segment 7)',
    files: [{ fasta: 'influenza/A_H3N2/mp.reference.fasta' }, { fasta: 'influenza/A_H3N2/mp.subset.fasta' }],
  },
];

/** '?', 'XX' parts and empty cells are unknowns in Nextstrain metadata. */
const known = (value: string | undefined): string => (value && value !== '?' ? value : '');
const knownDate = (date: string | undefined): string =>
  known(date)
    .replace(/(-XX)+$/, '')
    .replace(/-XX/g, '');
const place = (country: string | undefined, division: string | undefined): string => {
  const c = known(country);
  const d = known(division);
  return c && d && d !== c ? `${c}: ${d}` : c;
};

/** Row of a metadata file for a FASTA record: by strain (SARS-CoV-2) or by accession (RSV). */
const metadataIndex = (rows: Record<string, string>[]): Map<string, Record<string, string>> => {
  const index = new Map<string, Record<string, string>>();
  for (const row of rows) {
    for (const key of [row.strain, row.accession]) if (key) index.set(key, row);
  }
  return index;
};

/** seed-metadata.tsv by FASTA file and record id. */
const seedMetadata = (): Map<string, Record<string, string>> =>
  new Map(readTsv(join(GENOMES, 'seed-metadata.tsv')).map((row) => [`${row.fasta}\t${row.record_id}`, row]));

/** The fixture samples of one clade, checked as an import checks them (IUPAC, length). */
export const loadCladeSamples = (seed: CladeSeed): SampleInput[] => {
  const samples: SampleInput[] = [];
  const extra = seedMetadata();
  for (const file of seed.files) {
    const metadata = file.metadata ? metadataIndex(readTsv(join(GENOMES, file.metadata))) : new Map();
    for (const record of parseFasta(readFileSync(join(GENOMES, file.fasta), 'utf8'), file.fasta)) {
      if (!isValidOligoSequence(record.sequence)) throw new Error(`${file.fasta}: ${record.id} is not IUPAC`);
      const sequence = normalizeOligoSequence(record.sequence);
      const own: Record<string, string> | undefined = metadata.get(record.id);
      const indexed = extra.get(`${file.fasta}\t${record.id}`);
      if (!own && !indexed) throw new Error(`${file.fasta}: no metadata for ${record.id}`);
      const row = own ?? {
        strain: indexed?.strain ?? '',
        date: indexed?.collection_date ?? '',
        country: indexed?.country ?? '',
        host: indexed?.host ?? '',
        INSDC_accession: indexed?.insdc_accession ?? '',
      };
      const insdc = known(row.genbank_accession) || known(row.INSDC_accession);
      const accessionID = insdc || record.id;
      const date = knownDate(row.date);
      const iso = enrichCollectionDate(date);
      const coverage = Number(row.genome_coverage);
      const complete = row.title
        ? /complete genome/i.test(row.title)
        : Number.isFinite(coverage) && row.genome_coverage
          ? coverage >= 0.99
          : undefined;
      const strain = known(row.strain);
      samples.push({
        accessionID,
        ...(insdc ? {} : { has_accession: false }),
        collection_date: date,
        ...(iso ? { collection_date_enriched_iso: iso } : {}),
        host: known(row.host),
        ...(strain ? { strain } : {}),
        geo_loc_name: place(row.country, row.division),
        sequence_length: sequence.length,
        genomic_sequence: sequence,
        taxonomicID: seed.taxonomicID,
        ...(complete === undefined ? {} : { complete }),
        source: 'Fixture',
      });
    }
  }
  return samples;
};

export const seedTargets = async (log: (line: string) => void): Promise<void> => {
  const upserts = CLADE_SEEDS.flatMap((seed) =>
    loadCladeSamples(seed).map((sample) => ({
      sample,
      cladeID: seed.cladeID,
      commonName: seed.commonName,
      cladeName: seed.cladeName,
    })),
  );
  // Runs on every start: only what is missing is written, so a start after the first writes nothing.
  const stored = await findStoredAccessions(upserts.map((u) => u.sample.accessionID));
  const outcomes = await upsertSamples(upserts.filter((u) => !stored.has(u.sample.accessionID)));
  const inserted = outcomes.filter((o) => o.outcome === 'inserted').length;
  if (inserted > 0) log(`Seeded ${inserted} of ${upserts.length} fixture genomes as target samples`);
};
