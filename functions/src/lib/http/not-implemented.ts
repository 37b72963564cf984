import { apiMessages } from '@oligowatch/shared/messages';
import { NotImplemented } from './errors';
import { makeHandler } from './make-handler';

/**
 * Every route whose feature is not built yet: it checks the caller like the real route will
 * (auth level from the route table), then answers 501 honestly — never fake data.
 */
export const handler = makeHandler({}, async () => {
  throw new NotImplemented(apiMessages.notImplemented);
});
