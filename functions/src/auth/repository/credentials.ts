import { accountsTable } from '@oligowatch/shared/tables';
import { passwordUpdateItem } from '@oligowatch/shared/tables/accounts';
import { tableNameOf } from '../../lib/db/items';
import { isConditionFailure, transactWrite } from '../../lib/db/transactions';

/**
 * A signed-in account's own password change: the new hash, and the generation raised so that every
 * other session and link of the account ends. False, and nothing written, when the account changed
 * since `generation` was read (a reset link used, a deactivation) or is deactivated.
 */
export const changeOwnPassword = async (
  userId: string,
  passwordHash: string,
  generation: number,
): Promise<boolean> => {
  try {
    await transactWrite([
      passwordUpdateItem(tableNameOf(accountsTable), { userId, passwordHash, generation }),
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};
