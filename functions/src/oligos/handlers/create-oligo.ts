import { randomUUID } from 'node:crypto';
import { inferStoredRole } from '@oligowatch/shared/guess-role-from-name';
import { oligoMessages } from '@oligowatch/shared/messages';
import { createOligoBodySchema, oligoSequenceSchema } from '@oligowatch/shared/schemas/oligo';
import { toPublicOligo } from '@oligowatch/shared/tables/catalog';
import { invalid } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { createOligo, findOligoIdByName, OligoNameTakenError } from '../repository/oligos-repository';

/**
 * POST /v1/oligos. The rules of SPEC.md section 5 in their order: a name (400), a name no other
 * oligo has, archived ones included (409), then a valid IUPAC sequence (400). The form's confirm
 * box is the form's own rule; the call's payload has no such field.
 * The sequence is stored upper-cased and without whitespace: the engine reads IUPAC letters
 * only, and whitespace in typed or uploaded text is layout, not sequence.
 * The role (ours, issue 23) is the one sent; a caller that sends none (SPEC's payload has no role)
 * gets the name's guess, marked inferred until a person confirms it (PUT /v1/oligos/{id}/role).
 */
export const handler = makeHandler('createOligo', { body: createOligoBodySchema }, async ({ body }) => {
  if (await findOligoIdByName(body.name)) throw new OligoNameTakenError(body.name);
  const sequence = oligoSequenceSchema.safeParse(body.sequence);
  // Not IUPAC (or missing), or too long to store: the schema's own message.
  if (!sequence.success) throw invalid(sequence.error.issues[0]?.message ?? oligoMessages.invalidSequence);
  // Another request may take the name between the check and the write: the guard item refuses it.
  const oligo = await createOligo({
    _id: randomUUID(),
    name: body.name,
    sequence: sequence.data,
    dna_strand_positive: body.dna_strand_positive,
    archived: false,
    role: body.role ?? inferStoredRole(body.name),
    role_inferred: body.role === undefined,
  });
  return { statusCode: 201, body: { data: toPublicOligo(oligo) } };
});
