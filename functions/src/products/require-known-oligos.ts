import { productsApiMessages } from '@oligowatch/shared/messages/products';
import type { OligoRecord } from '@oligowatch/shared/tables/catalog';
import { invalid } from '../lib/errors';
import { getOligosByIds } from './repository/oligo-reads';

/**
 * A product may only name oligos that exist (archived ones included: archiving never breaks a
 * product). Oligos are never deleted, so a check before the write cannot be overtaken. A product
 * without any oligo is refused too: it could only fail later, in a report.
 */
export const requireKnownOligos = async (ids: readonly string[]): Promise<Map<string, OligoRecord>> => {
  if (ids.length === 0) throw invalid(productsApiMessages.noOligos);
  const found = await getOligosByIds(ids);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) throw invalid(productsApiMessages.unknownOligos(unknown));
  return found;
};
