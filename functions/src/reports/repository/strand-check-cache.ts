import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportProvenance } from '@oligowatch/shared/schemas/report';
import { getDocumentClient } from '../../lib/db/client';
import { reportsTableName, strandCacheKey } from './reports-table';

/** The cache item of a report's product version and clade. */
const keyOf = (provenance: Pick<ReportProvenance, 'product_id' | 'product_version' | 'clade_id'>) =>
  strandCacheKey(provenance.product_id, provenance.product_version, provenance.clade_id);

/** One oligo's check (checkOligoStrands' answer; the provenance keeps the reversed ones). */
type OligoStrandCheck = NonNullable<ReportProvenance['strand_checks']>[number];

export interface CachedStrandCheck {
  /** The catalogue id of each oligo of the version, by name, as the freeze read them. */
  oligoIds: ReadonlyMap<string, string>;
  /** The last check on the clade, and the digest of the oligos and genomes it was made from. */
  check?: { digest: string; checks: OligoStrandCheck[] };
}

/**
 * Keeps the version's oligo ids (by name) where its runs' plans find them, when a report of it is
 * stored: the freeze read them from the catalogue, the plan does not read it (issue 34, item 3). A
 * later report of the same version writes the same ids.
 */
export const keepVersionOligoIds = async (
  provenance: Pick<ReportProvenance, 'product_id' | 'product_version' | 'clade_id'>,
  oligoIds: Readonly<Record<string, string>>,
): Promise<void> => {
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: reportsTableName(),
      Key: keyOf(provenance),
      UpdateExpression: 'SET oligo_ids = :ids',
      ExpressionAttributeValues: { ':ids': oligoIds },
    }),
  );
};

export const readStrandCheckCache = async (
  provenance: Pick<ReportProvenance, 'product_id' | 'product_version' | 'clade_id'>,
): Promise<CachedStrandCheck> => {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: reportsTableName(), Key: keyOf(provenance), ConsistentRead: true }),
  );
  const item = out.Item ?? {};
  const check = item.check as CachedStrandCheck['check'] | undefined;
  return {
    oligoIds: new Map(Object.entries((item.oligo_ids ?? {}) as Record<string, string>)),
    ...(check ? { check } : {}),
  };
};

/** The check just made, for the next run of the version on the clade (same digest: the same check). */
export const storeStrandCheckCache = async (
  provenance: Pick<ReportProvenance, 'product_id' | 'product_version' | 'clade_id'>,
  check: NonNullable<CachedStrandCheck['check']>,
): Promise<void> => {
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: reportsTableName(),
      Key: keyOf(provenance),
      UpdateExpression: 'SET #check = :check',
      ExpressionAttributeNames: { '#check': 'check' },
      ExpressionAttributeValues: { ':check': check },
    }),
  );
};
