import { targetsApiMessages } from '@oligowatch/shared/messages/targets';
import { manualTargetPayloadSchema } from '@oligowatch/shared/schemas/target';
import { conflict, type DomainError } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { logger } from '../../lib/logger';
import { enrichCollectionDate } from '../domain/enrich-collection-date';
import { upsertSample } from '../repository/sample-upserts';
import { getSample, getTargetSummary } from '../repository/target-queries';

/** 409 naming the accession and the target it stays under. */
const underOtherTarget = async (accession: string, taxonomicID: number): Promise<DomainError> => {
  const current = await getTargetSummary(taxonomicID);
  return conflict(
    'accessionUnderOtherTarget',
    targetsApiMessages.accessionUnderOtherTarget(
      accession,
      current?.common_name ?? String(taxonomicID),
      taxonomicID,
    ),
  );
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * POST /v1/target: one sample typed by hand (SPEC.md section 3's manual payload; `islolate` is the
 * contract's spelling). Checked in the order of section 5, then the IUPAC alphabet, the stated
 * length and a real collection date (400). Stored by accession like an import: entering a known
 * accession again under the same taxonomic ID updates it. Nothing moves silently (409, nothing
 * written): an accession already under another taxonomic ID stays there, and a known taxonomic ID
 * keeps its common name. The sample joins the clade of its taxonomic ID.
 */
export const handler = makeHandler(
  'createTarget',
  { body: manualTargetPayloadSchema },
  async ({ body, caller }) => {
    const [existing, target] = await Promise.all([
      getSample(body.accessionID),
      getTargetSummary(body.taxonomicID),
    ]);
    if (existing && existing.taxonomicID !== body.taxonomicID)
      throw await underOtherTarget(body.accessionID, existing.taxonomicID);
    if (target && !sameName(target.common_name, body.common_name))
      throw conflict(
        'commonNameDiffers',
        targetsApiMessages.commonNameDiffers(body.taxonomicID, target.common_name),
      );
    const iso = enrichCollectionDate(body.collection_date);
    const result = await upsertSample({
      sample: {
        accessionID: body.accessionID,
        collection_date: body.collection_date,
        ...(iso ? { collection_date_enriched_iso: iso } : {}),
        host: '',
        isolate: body.islolate,
        geo_loc_name: body.geo_loc_name,
        sequence_length: body.sequence_length,
        genomic_sequence: body.genomic_sequence,
        taxonomicID: body.taxonomicID,
        source: 'Manual',
      },
      cladeID: String(body.taxonomicID),
      commonName: body.common_name,
      cladeName: body.common_name,
    });
    // Another writer filed the accession under another taxon between our read and our write.
    if (result.outcome === 'conflict' && result.currentTaxonomicID !== undefined)
      throw await underOtherTarget(body.accessionID, result.currentTaxonomicID);
    logger.info('Target sample entered by hand', {
      accessionID: body.accessionID,
      outcome: result.outcome,
      by: caller?.id,
    });
    return {
      statusCode: result.outcome === 'inserted' ? 201 : 200,
      body: { message: targetsApiMessages.created, target: await getTargetSummary(body.taxonomicID) },
    };
  },
);
