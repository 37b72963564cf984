import { makeSetArchivedHandler } from './make-set-archived-handler';

/** PUT /v1/oligos/{id}/restore: moves an archived oligo back to the active list. */
export const handler = makeSetArchivedHandler('restoreOligo', false);
