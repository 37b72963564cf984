import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { targetsApiMessages } from '@oligowatch/shared/messages/targets';
import { getDocumentClient } from '../../lib/db/client';
import { isConditionFailure } from '../../lib/db/transactions';
import { tableName } from './targets-items';

/**
 * The version of the targets model (samples under their record's taxon, clades as MEMBER sets).
 * Data written by an earlier version (a sample with one clade, moved between targets) is not read
 * as this one: a table with items but without this marker is refused with a message that says to
 * remove the local data. There is no deployment of an earlier version to migrate. Version 3 (issue
 * 33): MEMBER items carry the sample's dates and are indexed by them (docs/decisions/0025); a
 * version 2 table's members have no dates, so a window would miss them, and it is refused.
 */
export const TARGETS_MODEL_VERSION = 3;
const modelKey = { pk: 'MODEL#targets' };

export class TargetsModelError extends Error {
  constructor() {
    super(targetsApiMessages.localDataTooOld);
    this.name = 'TargetsModelError';
  }
}

/** Marks an empty table with this version; throws TargetsModelError on data of another version. */
export const ensureTargetsModel = async (): Promise<void> => {
  const marker = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: modelKey, ConsistentRead: true }),
  );
  if (marker.Item) {
    if (marker.Item.version !== TARGETS_MODEL_VERSION) throw new TargetsModelError();
    return;
  }
  const any = await getDocumentClient().send(
    new ScanCommand({ TableName: tableName(), Limit: 1, ProjectionExpression: 'pk' }),
  );
  if ((any.Items ?? []).length > 0) throw new TargetsModelError();
  try {
    await getDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...modelKey, version: TARGETS_MODEL_VERSION },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    // Another process marked it at the same moment: fine, if with this version.
    if (!isConditionFailure(error)) throw error;
    await ensureTargetsModel();
  }
};
