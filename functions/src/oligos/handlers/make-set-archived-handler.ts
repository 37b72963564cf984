import { oligoMessages } from '@oligowatch/shared/messages';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { toPublicOligo } from '@oligowatch/shared/tables/catalog';
import { NotFound } from '../../lib/http/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { setOligoArchived } from '../repository/oligos-repository';

/**
 * Archive and restore differ only in the flag they set. Both answer the oligo as it now is, and
 * repeating either is harmless. Products keep referring to archived oligos.
 */
export const makeSetArchivedHandler = (archived: boolean) =>
  makeHandler({ params: idParamSchema }, async ({ params }) => {
    const oligo = await setOligoArchived(params.id, archived);
    if (!oligo) throw new NotFound(oligoMessages.notFound);
    return { body: { data: { oligo: toPublicOligo(oligo) } } };
  });
