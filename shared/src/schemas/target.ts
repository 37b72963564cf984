import * as z from 'zod';
import { collectionDateIso } from '../collection-date';
import { ID_MAX_LENGTH, SOURCE_DATABASES } from '../constants';
import { isValidOligoSequence, normalizeOligoSequence } from '../iupac';
import { commonApiMessages } from '../messages/common';
import { targetsApiMessages } from '../messages/targets';
import { followFrequencyInputSchema, refreshSchema } from './target-follow';

export const targetSummarySchema = z.object({
  taxonomicID: z.number().int(),
  common_name: z.string(),
  count: z.number().int().min(0),
});
export type TargetSummary = z.infer<typeof targetSummarySchema>;

export const targetOptionSchema = z.object({
  cladeName: z.string(),
  sampleCount: z.number().int().min(0),
  cladeID: z.union([z.string(), z.number()]),
});
export type TargetOption = z.infer<typeof targetOptionSchema>;

export const selectedTargetSchema = z.object({
  targetID: z.union([z.string(), z.number()]),
  name: z.string(),
});
export type SelectedTarget = z.infer<typeof selectedTargetSchema>;

/** The target sequence record of SPEC.md section 3 (isolate or strain: whichever the record has). */
export const targetSequenceRecordSchema = z.object({
  accessionID: z.string(),
  collection_date: z.string(),
  collection_date_enriched_iso: z.string().optional(),
  host: z.string(),
  isolate: z.string().optional(),
  strain: z.string().optional(),
  geo_loc_name: z.string(),
  sequence_length: z.number().int().min(0),
  genomic_sequence: z.string().optional(),
});
export type TargetSequenceRecord = z.infer<typeof targetSequenceRecordSchema>;

const isWholeNumber = (value: string | number): boolean => /^\d+$/.test(String(value).trim());
/** A taxonomic ID: a whole number above 0 that a JSON number and a DynamoDB key hold exactly. */
const isTaxonomicId = (value: string | number): boolean =>
  isWholeNumber(value) && Number(value) > 0 && Number.isSafeInteger(Number(value));
/**
 * The manual entry's text fields (all but the sequence and the numbers): the accession is a
 * DynamoDB key (a sort key holds at most 1,024 bytes) and a sample item at most 400 KB.
 */
export const MANUAL_TEXT_MAX = 200;

/** Where a sample came from. */
export const SAMPLE_SOURCES = ['NCBI', 'Manual', 'Fixture'] as const;
export const sampleSourceSchema = z.enum(SAMPLE_SOURCES);
export type SampleSource = z.infer<typeof sampleSourceSchema>;

/** One row of the target detail table: the record without its sequence, plus clade and source. */
export const sampleSummarySchema = targetSequenceRecordSchema.omit({ genomic_sequence: true }).extend({
  taxonomicID: z.number().int(),
  /** The clades the sample belongs to (a clade is a set: joining one never leaves another). */
  cladeIDs: z.array(z.string()),
  /**
   * False for a genome the public data gives no INSDC accession (a strain name keys it instead):
   * the target view says it has none. Absent: accessionID is an INSDC accession.
   */
  has_accession: z.boolean().optional(),
  /** True: NCBI calls it a complete genome or segment; false: partial; absent: not known (manual entry). */
  complete: z.boolean().optional(),
  source: sampleSourceSchema,
  /** Issue 33: 'YYYY-MM-DD', when NCBI first made the record public (GBSeq_create-date); absent when not known. */
  publication_date: z.string().optional(),
});
export type SampleSummary = z.infer<typeof sampleSummarySchema>;

/** A sample as stored: the summary plus its sequence (upper case, no whitespace). */
export type SampleWithSequence = SampleSummary & { genomic_sequence: string };

export const targetListResponseSchema = z.object({ targets: z.array(targetSummarySchema) });
export const targetResponseSchema = z.object({ target: targetSummarySchema });
/** GET /v1/targets/taxonomy/{taxonomicId}: `target` is the list of samples (SPEC.md section 7). */
export const targetSamplesResponseSchema = z.object({
  target: z.array(sampleSummarySchema),
  /** Present when `limit` was given and more samples follow: pass it back as `cursor`. */
  nextCursor: z.string().optional(),
});
export const targetOptionsResponseSchema = z.object({ targets: z.array(targetOptionSchema) });

/** Path parameter of the target routes: a taxonomic ID. */
export const taxonomicIdParamSchema = z
  .string()
  .trim()
  .refine(isTaxonomicId, targetsApiMessages.invalidTaxonomicId)
  .transform(Number);

const MANUAL_FIELDS = [
  'common_name',
  'taxonomicID',
  'genomic_sequence',
  'accessionID',
  'geo_loc_name',
  'islolate',
  'sequence_length',
  'collection_date',
] as const;
const MANUAL_TEXT_FIELDS = [
  'common_name',
  'accessionID',
  'geo_loc_name',
  'islolate',
  'collection_date',
] as const;

const fieldValue = z.union([z.string(), z.number()], { error: targetsApiMessages.missingFields }).optional();

/**
 * POST /v1/target. `islolate` is spelled so in the contract. The checks run in the order of
 * SPEC.md section 5 (all eight fields, then the taxonomic ID), then ours: a whole sequence length,
 * text fields of at most MANUAL_TEXT_MAX characters, the sequence's alphabet and its length against
 * `sequence_length`, then a collection date that is a real date in a form NCBI uses. The first
 * failing check is the message.
 */
export const manualTargetPayloadSchema = z
  .object(
    Object.fromEntries(MANUAL_FIELDS.map((f) => [f, fieldValue])) as Record<
      (typeof MANUAL_FIELDS)[number],
      typeof fieldValue
    >,
  )
  .transform((raw, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const text = (f: (typeof MANUAL_FIELDS)[number]) => String(raw[f] ?? '').trim();
    if (MANUAL_FIELDS.some((f) => text(f) === '')) return fail(targetsApiMessages.missingFields);
    if (!isTaxonomicId(text('taxonomicID'))) return fail(targetsApiMessages.invalidTaxonomicId);
    if (!isWholeNumber(text('sequence_length'))) return fail(targetsApiMessages.invalidSequenceLength);
    if (MANUAL_TEXT_FIELDS.some((f) => text(f).length > MANUAL_TEXT_MAX))
      return fail(targetsApiMessages.fieldTooLong(MANUAL_TEXT_MAX));
    if (!isValidOligoSequence(String(raw.genomic_sequence))) return fail(targetsApiMessages.invalidGenome);
    const sequence = normalizeOligoSequence(String(raw.genomic_sequence));
    const stated = Number(text('sequence_length'));
    if (sequence.length !== stated) return fail(targetsApiMessages.lengthMismatch(sequence.length, stated));
    if (collectionDateIso(text('collection_date')) === undefined)
      return fail(targetsApiMessages.invalidCollectionDate);
    return {
      common_name: text('common_name'),
      taxonomicID: Number(text('taxonomicID')),
      genomic_sequence: sequence,
      accessionID: text('accessionID'),
      geo_loc_name: text('geo_loc_name'),
      islolate: text('islolate'),
      sequence_length: stated,
      collection_date: text('collection_date'),
    };
  });
export type ManualTargetPayload = z.input<typeof manualTargetPayloadSchema>;
export type ManualTarget = z.output<typeof manualTargetPayloadSchema>;

export const createTargetResponseSchema = z.object({ message: z.string(), target: targetSummarySchema });

/** Letters, digits, dots, dashes, underscores: clade IDs appear in keys and reports. */
const CLADE_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
const optionalCladeId = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined ? undefined : String(v).trim()))
  .refine((v) => v === undefined || v === '' || CLADE_ID_PATTERN.test(v), targetsApiMessages.invalidCladeId)
  .transform((v) => (v === '' ? undefined : v));

const SEARCH_TERM_MAX_LENGTH = 1000;

const sourceDatabaseSchema = z
  .string({ error: targetsApiMessages.missingFields })
  .trim()
  .min(1, targetsApiMessages.missingFields)
  .refine((v) => SOURCE_DATABASES.some((s) => s.value === v), targetsApiMessages.unknownSource);

/**
 * POST /v1/cache (SPEC.md section 5): source database, uploaded-after year and either a numeric
 * taxonomic ID or a search term are required.
 */
export const initImportCacheRequestSchema = z
  .object({
    sourceDatabase: sourceDatabaseSchema,
    collectedAfter: z.union([z.string(), z.number()], { error: targetsApiMessages.missingFields }),
    taxonomicID: z.union([z.number(), z.string()]).optional(),
    // Ours: NCBI answers longer terms with an error, and the term is stored with the cached query.
    searchTerm: z
      .string()
      .max(SEARCH_TERM_MAX_LENGTH, commonApiMessages.valueTooLong('searchTerm'))
      .optional(),
    cladeID: optionalCladeId,
    completeFlag: z.boolean().default(false),
    originFlag: z.boolean().default(false),
  })
  .transform((raw, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const year = String(raw.collectedAfter).trim();
    const taxonomicID = String(raw.taxonomicID ?? '').trim();
    const searchTerm = (raw.searchTerm ?? '').trim();
    if (year === '' || (taxonomicID === '' && searchTerm === ''))
      return fail(targetsApiMessages.missingFields);
    // A four-digit year from 1000 on (buildSearchTerm refuses others: '0999' was a 500).
    if (year !== 'All' && !/^[1-9]\d{3}$/.test(year)) return fail(targetsApiMessages.missingFields);
    if (taxonomicID !== '' && !isTaxonomicId(taxonomicID)) return fail(targetsApiMessages.invalidTaxonomicId);
    return {
      sourceDatabase: raw.sourceDatabase,
      collectedAfter: year === 'All' ? ('All' as const) : Number(year),
      // By taxonomy when an ID is given, else by search term.
      taxonomicID: taxonomicID !== '' ? Number(taxonomicID) : undefined,
      searchTerm: taxonomicID !== '' ? undefined : searchTerm,
      cladeID: raw.cladeID,
      completeFlag: raw.completeFlag,
      originFlag: raw.originFlag,
    };
  });
export type InitImportCacheRequest = z.input<typeof initImportCacheRequestSchema>;
export type ImportQuery = z.output<typeof initImportCacheRequestSchema>;

/** How many of a query's records declare one taxon (ours: the dialog's per-taxon breakdown). */
export const taxonCountSchema = z.object({
  taxonomicID: z.number().int(),
  commonName: z.string(),
  count: z.number().int().min(0),
});
export type TaxonCount = z.infer<typeof taxonCountSchema>;

export const initImportCacheResponseSchema = z.object({
  response_data: z.object({
    targetCount: z.number().int().min(0),
    commonName: z.string(),
    cacheID: z.string(),
    /**
     * Ours: the records per taxon they declare, largest first (one entry for an import by
     * taxonomy). Their counts add up to targetCount less `unsortedCount`.
     */
    taxa: z.array(taxonCountSchema).optional(),
    /** Records beyond the ones looked at before the import, whose taxa the import reads. */
    unsortedCount: z.number().int().min(0).optional(),
  }),
});

export const processCachedImportRequestSchema = z.object({
  sourceDatabase: sourceDatabaseSchema,
  cacheID: z
    .string({ error: targetsApiMessages.missingFields })
    .trim()
    .min(1, targetsApiMessages.missingFields)
    .max(ID_MAX_LENGTH, commonApiMessages.valueTooLong('cacheID')),
  cladeID: optionalCladeId,
  /**
   * Ours (issue 32): "Keep this target up to date": the clade follows the query, refreshed daily
   * (the default), weekly or every N days.
   */
  follow: followFrequencyInputSchema.optional(),
});
export type ProcessCachedImportRequest = z.input<typeof processCachedImportRequestSchema>;

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const importStatusSchema = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** Progress of one import job (ours: GET /v1/imports and /v1/imports/{cacheID}). */
export const importProgressSchema = z.object({
  cacheID: z.string(),
  commonName: z.string(),
  taxonomicID: z.number().int().optional(),
  cladeID: z.string(),
  status: importStatusSchema,
  total: z.number().int().min(0),
  /** Records handled so far (stored, updated or skipped): the offset of the next batch. */
  processed: z.number().int().min(0),
  imported: z.number().int().min(0),
  /** Records stored already that changed, or joined the import's clade: written again. */
  updated: z.number().int().min(0),
  /**
   * Records stored already, identical and in the import's clade: nothing written. A job stored
   * before this counter existed counted them as updated.
   */
  unchanged: z.number().int().min(0).default(0),
  /** Malformed records: skipped and never stored. */
  skipped: z.number().int().min(0),
  /** Records that failed the completeness or USA-origin check on their parsed fields. */
  filtered: z.number().int().min(0),
  /** Records whose accession is already under another target: left there, never moved. */
  conflicts: z.number().int().min(0).default(0),
  /** The first conflicts, for the summary: the accession and the target it stays under. */
  conflictList: z
    .array(z.object({ accessionID: z.string(), taxonomicID: z.number().int(), common_name: z.string() }))
    .default([]),
  /** Stored records whose collection date was not a real date: kept with the date left empty. */
  emptyDates: z.number().int().min(0).default(0),
  message: z.string(),
  started_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().optional(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

export const importListResponseSchema = z.object({
  imports: z.array(importProgressSchema),
  /** Issue 32: the refreshes of followed clades running now (absent from answers made before it). */
  refreshes: z.array(refreshSchema).default([]),
});
export const importResponseSchema = z.object({ import: importProgressSchema });
