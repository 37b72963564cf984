import * as z from 'zod';
import { NAME_MAX_LENGTH, OLIGO_SEQUENCE_MAX_LENGTH } from '../constants';
import { isValidOligoSequence, normalizeOligoSequence } from '../iupac';
import { oligosApiMessages } from '../messages/oligos';
import { nonBlank } from './common';

/**
 * What an oligo does in its assay (issue 23): a forward primer, a reverse primer or a probe. A field
 * a person sets, never guessed at report time: the 3' rule applies to primers, and an assay detects
 * a sample with a forward and a reverse primer (and a probe, if it has any) binding in order.
 */
export const ASSAY_ROLES = ['forward', 'reverse', 'probe'] as const;
export const assayRoleSchema = z.enum(ASSAY_ROLES, { error: oligosApiMessages.roleInvalid });
export type AssayRole = z.infer<typeof assayRoleSchema>;

export const oligoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sequence: z.string(),
  dna_strand_positive: z.boolean(),
  archived: z.boolean(),
  /**
   * Null: unknown (issue 34). An oligo created without a role whose name tells nothing; reports
   * judge it by the primer rules and say its role is not confirmed (docs/decisions/0031).
   */
  role: assayRoleSchema.nullable(),
  /**
   * True while no person has confirmed the role: the name's guess (oligos stored before roles
   * existed, or created without a confirmed role), or unknown; the screens mark it and the oligo's
   * view asks for confirmation.
   */
  role_inferred: z.boolean(),
});
export type Oligo = z.infer<typeof oligoSchema>;

// A sequence that is missing or not text is as empty as '' (which fails the IUPAC rule): same message.
export const oligoSequenceSchema = z
  .string({ error: oligosApiMessages.invalidSequence })
  .refine(isValidOligoSequence, oligosApiMessages.invalidSequence)
  .transform(normalizeOligoSequence)
  .pipe(z.string().max(OLIGO_SEQUENCE_MAX_LENGTH, oligosApiMessages.sequenceTooLong));

export const createOligoRequestSchema = z.object({
  name: nonBlank(oligosApiMessages.nameRequired)
    .transform((name) => name.trim())
    .pipe(z.string().max(NAME_MAX_LENGTH, oligosApiMessages.nameTooLong)),
  sequence: oligoSequenceSchema,
  dna_strand_positive: z.boolean().default(true),
  archived: z.literal(false).default(false),
  /**
   * Ours (issue 23). Without it (SPEC's payload has none, and the form sends none until a person
   * confirms one) the role is the name's guess, or unknown, and marked inferred (issue 34).
   */
  role: assayRoleSchema.optional(),
});
export type CreateOligoRequest = z.input<typeof createOligoRequestSchema>;

/**
 * What POST /v1/oligos parses first. The sequence rule comes last in SPEC.md section 5 (after
 * the name-uniqueness check, which needs the database), so the handler applies
 * `oligoSequenceSchema` itself once the name is known to be free.
 */
export const createOligoBodySchema = createOligoRequestSchema.extend({ sequence: z.unknown().optional() });

/** PUT /v1/oligos/{id}/role: a person sets (or confirms) an oligo's role; it is no longer inferred. */
export const setOligoRoleRequestSchema = z.object({ role: assayRoleSchema });
export type SetOligoRoleRequest = z.infer<typeof setOligoRoleRequestSchema>;

/** Trimmed and lower-cased: the key under which oligo names are unique. */
export const oligoNameKey = (name: string): string => name.trim().toLowerCase();

export const oligoListResponseSchema = z.object({ data: z.object({ oligos: z.array(oligoSchema) }) });
export const oligoResponseSchema = z.object({ data: z.object({ oligo: oligoSchema }) });
/** POST /v1/oligos answers `{ data }`: the created oligo. */
export const createOligoResponseSchema = z.object({ data: oligoSchema });
