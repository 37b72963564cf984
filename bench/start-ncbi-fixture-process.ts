import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { LoggedRequest } from '../infra/src/local/ncbi-fixture';
import { processCpuSeconds } from './process-cpu';

export interface NcbiFixtureProcess {
  /** The E-utilities base URL (ends in /entrez/eutils/). */
  url: string;
  /** CPU seconds the fixture's process has used so far. */
  cpuSeconds: () => number | undefined;
  /** Its request log, over its control endpoint. */
  requests: () => Promise<LoggedRequest[]>;
  stop: () => Promise<void>;
}

const entry = fileURLToPath(new URL('./ncbi-fixture-process.ts', import.meta.url));

/** Starts bench/ncbi-fixture-process.ts serving `copies` copies of the bench's records. */
export const startNcbiFixtureProcess = async (copies: number): Promise<NcbiFixtureProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, '--copies', String(copies)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      lines.close();
      resolve(line);
    });
    child.once('exit', (code) =>
      reject(new Error(`The fixture NCBI process exited (${code}) before serving`)),
    );
  });
  const { url } = JSON.parse(firstLine) as { url: string };
  return {
    url,
    cpuSeconds: () => (child.pid === undefined ? undefined : processCpuSeconds(child.pid)),
    requests: async () => (await (await fetch(`${url}__fixture/requests`)).json()) as LoggedRequest[],
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};
