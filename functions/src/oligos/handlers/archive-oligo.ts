import { makeSetArchivedHandler } from './make-set-archived-handler';

/** DELETE /v1/oligos/{id}/archive: moves the oligo to the archived list (no data is deleted). */
export const handler = makeSetArchivedHandler('archiveOligo', true);
