import { productMessages } from '@oligowatch/shared/messages';
import { getOligosByIds, type OligoRecord } from '../db/oligos-repository';
import { ValidationError } from '../http/errors';

/**
 * A product may only name oligos that exist (archived ones included: archiving never breaks a
 * product). Oligos are never deleted, so a check before the write cannot be overtaken.
 */
export const requireKnownOligos = async (ids: readonly string[]): Promise<Map<string, OligoRecord>> => {
  const found = await getOligosByIds(ids);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) throw new ValidationError(productMessages.unknownOligos(unknown));
  return found;
};
