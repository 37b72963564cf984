import { z } from 'zod';
import { NAME_MAX_LENGTH, OLIGO_SEQUENCE_MAX_LENGTH } from '../constants';
import { isValidOligoSequence, normalizeOligoSequence } from '../iupac';
import { oligoMessages } from '../messages';
import { nonBlank } from './common';

export const oligoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sequence: z.string(),
  dna_strand_positive: z.boolean(),
  archived: z.boolean(),
});
export type Oligo = z.infer<typeof oligoSchema>;

// A sequence that is missing or not text is as empty as '' (which fails the IUPAC rule): same message.
export const oligoSequenceSchema = z
  .string({ error: oligoMessages.invalidSequence })
  .refine(isValidOligoSequence, oligoMessages.invalidSequence)
  .transform(normalizeOligoSequence)
  .pipe(z.string().max(OLIGO_SEQUENCE_MAX_LENGTH, oligoMessages.sequenceTooLong));

export const createOligoRequestSchema = z.object({
  name: nonBlank(oligoMessages.nameRequired)
    .transform((name) => name.trim())
    .pipe(z.string().max(NAME_MAX_LENGTH, oligoMessages.nameTooLong)),
  sequence: oligoSequenceSchema,
  dna_strand_positive: z.boolean().default(true),
  archived: z.literal(false).default(false),
});
export type CreateOligoRequest = z.input<typeof createOligoRequestSchema>;

/**
 * What POST /v1/oligos parses first. The sequence rule comes last in SPEC.md section 5 (after
 * the name-uniqueness check, which needs the database), so the handler applies
 * `oligoSequenceSchema` itself once the name is known to be free.
 */
export const createOligoBodySchema = createOligoRequestSchema.extend({ sequence: z.unknown().optional() });

/** Trimmed and lower-cased: the key under which oligo names are unique. */
export const oligoNameKey = (name: string): string => name.trim().toLowerCase();

export const oligoListResponseSchema = z.object({ data: z.object({ oligos: z.array(oligoSchema) }) });
export const oligoResponseSchema = z.object({ data: z.object({ oligo: oligoSchema }) });
/** POST /v1/oligos answers `{ data }`: the created oligo. */
export const createOligoResponseSchema = z.object({ data: oligoSchema });
