import { z } from 'zod';
import { targetMessages } from '../messages';

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

const requiredText = z
  .string({ error: targetMessages.missingFields })
  .trim()
  .min(1, targetMessages.missingFields);

/** A number typed or sent as text: blank is 'missing', anything but digits is `invalid`. */
const wholeNumber = (invalid: string) =>
  z
    .union([z.number(), z.string()], { error: targetMessages.missingFields })
    .refine((v) => String(v).trim() !== '', { message: targetMessages.missingFields, abort: true })
    .refine((v) => /^\d+$/.test(String(v).trim()) && Number(v) > 0, { message: invalid, abort: true })
    .transform((v) => Number(v));

/** POST /v1/target. `islolate` is spelled so in the contract. */
export const manualTargetPayloadSchema = z.object({
  common_name: requiredText,
  taxonomicID: wholeNumber(targetMessages.invalidTaxonomicId),
  genomic_sequence: requiredText,
  accessionID: requiredText,
  geo_loc_name: requiredText,
  islolate: requiredText,
  sequence_length: wholeNumber('Sequence length must be a whole number.'),
  collection_date: requiredText,
});
export type ManualTargetPayload = z.input<typeof manualTargetPayloadSchema>;

export const initImportCacheRequestSchema = z
  .object({
    sourceDatabase: z.string().min(1),
    collectedAfter: z.union([z.literal('All'), z.coerce.number().int()]),
    taxonomicID: z.union([z.number(), z.string()]).optional(),
    searchTerm: z.string().optional(),
    cladeID: z.union([z.number(), z.string()]).optional(),
    completeFlag: z.boolean().default(false),
    originFlag: z.boolean().default(false),
  })
  .refine(
    (v) => v.taxonomicID !== undefined || (v.searchTerm ?? '').trim() !== '',
    targetMessages.missingFields,
  );

export const initImportCacheResponseSchema = z.object({
  response_data: z.object({
    targetCount: z.number().int().min(0),
    commonName: z.string(),
    cacheID: z.string(),
  }),
});

export const processCachedImportRequestSchema = z.object({
  sourceDatabase: z.string().min(1),
  cacheID: z.string().min(1),
  cladeID: z.union([z.number(), z.string()]).optional(),
});
