import { oligosApiMessages } from '@oligowatch/shared/messages/oligos';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { toPublicOligo } from '@oligowatch/shared/tables/catalog';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { setOligoArchived } from '../repository/oligos-repository';

/**
 * Archive and restore differ only in the flag they set. Both answer the oligo as it now is, and
 * repeating either is harmless. Products keep referring to archived oligos.
 */
export const makeSetArchivedHandler = (name: 'archiveOligo' | 'restoreOligo', archived: boolean) =>
  makeHandler(name, { params: idParamSchema }, async ({ params }) => {
    const oligo = await setOligoArchived(params.id, archived);
    if (!oligo) throw notFound('oligo', oligosApiMessages.notFound);
    return { body: { data: { oligo: toPublicOligo(oligo) } } };
  });
