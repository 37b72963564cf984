import { targetMessages } from '@oligowatch/shared/messages';
import { manualTargetPayloadSchema } from '@oligowatch/shared/schemas/target';
import { getTargetSummary, upsertSample } from '../lib/db/targets-repository';
import { makeHandler } from '../lib/http/make-handler';
import { logger } from '../lib/logger';
import { enrichCollectionDate } from '../lib/targets/enrich-collection-date';

/**
 * POST /v1/target: one sample typed by hand (SPEC.md section 3's manual payload; `islolate` is the
 * contract's spelling). Checked in the order of section 5, then the IUPAC alphabet and the stated
 * length. Stored by accession like an import: entering a known accession again updates it. The
 * sample's clade is its taxonomic ID.
 */
export const handler = makeHandler({ body: manualTargetPayloadSchema }, async ({ body, caller }) => {
  const iso = enrichCollectionDate(body.collection_date);
  const cladeID = String(body.taxonomicID);
  const outcome = await upsertSample({
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
      cladeID,
      source: 'Manual',
    },
    commonName: body.common_name,
    cladeName: body.common_name,
  });
  logger.info('Target sample entered by hand', { accessionID: body.accessionID, outcome, by: caller?.id });
  const target = await getTargetSummary(body.taxonomicID);
  return {
    statusCode: outcome === 'inserted' ? 201 : 200,
    body: { message: targetMessages.created, target },
  };
});
