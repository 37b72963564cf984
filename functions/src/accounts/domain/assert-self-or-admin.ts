import { commonAccessMessages } from '@oligowatch/shared/messages/common';
import { forbidden } from '../../lib/errors';
import type { Caller } from '../../lib/http/authenticate';

/** A User may act on their own account only; an Admin on any. Checked before any lookup, so a
 * User cannot learn which ids exist. */
export const assertSelfOrAdmin = (caller: Caller | undefined, id: string): void => {
  if (!caller || (caller.accessLevel !== 'Admin' && caller.id !== id))
    throw forbidden(commonAccessMessages.forbidden);
};
