import type { Server } from 'node:http';
import * as sesEmulator from 'aws-ses-v2-local';

// A CommonJS package: under ESM its default export may arrive wrapped once more.
type StartSes = typeof sesEmulator.default;
const startSesEmulator: StartSes =
  (sesEmulator.default as unknown as { default?: StartSes }).default ?? sesEmulator.default;

export interface SesLocal {
  url: string;
  stop: () => Promise<void>;
}

/** aws-ses-v2-local: every mail sent through SES lands in its inbox page (GET /) and at GET /store. */
export const startSesLocal = async (options: { port: number }): Promise<SesLocal> => {
  const server: Server = await startSesEmulator({ host: '127.0.0.1', port: options.port });
  if (!server.listening) {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', () => resolve());
      server.once('error', reject);
    });
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
};
