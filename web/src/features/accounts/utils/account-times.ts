import type { Account } from '@oligowatch/shared/schemas/account';
import { formatDateTime } from '../../../lib/format-date';

/**
 * When an account was created and last changed, for the account lists: one time when it has not
 * changed since, nothing when the server sent neither.
 */
export const accountTimesText = ({ created_at, updated_at }: Pick<Account, 'created_at' | 'updated_at'>) => {
  const created = created_at ? formatDateTime(created_at) : '';
  const changed = updated_at && updated_at !== created_at ? formatDateTime(updated_at) : '';
  if (created && changed) return `Created ${created} · changed ${changed}`;
  if (created) return `Created ${created}`;
  return changed ? `Changed ${changed}` : '';
};
