import { Agent, request } from 'node:http';

/*
 * The load side of `npm run bench:oligos`, in a process of its own: GET one URL with a bearer
 * token, open loop (a request leaves every 1/rate s whether or not earlier ones have answered, at
 * most MAX_IN_FLIGHT at once), after a warm-up. Prints one JSON LoadResult on stdout.
 */
export interface LoadJob {
  url: string;
  token: string;
  rate: number;
  seconds: number;
}

export interface LoadResult {
  latenciesMs: number[];
  ok: number;
  failed: number;
  dropped: number;
  wallSeconds: number;
  bodyBytes: number;
}

const WARM_UP_SECONDS = 3;
const MAX_IN_FLIGHT = 200;

interface Sample {
  ms: number;
  status: number;
  bytes: number;
}

const main = async (job: LoadJob): Promise<LoadResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });
  let inFlight = 0;
  let dropped = 0;
  const getOnce = (): Promise<Sample> =>
    new Promise((resolve) => {
      const started = performance.now();
      inFlight++;
      const done = (status: number, bytes: number) => {
        inFlight--;
        resolve({ ms: performance.now() - started, status, bytes });
      };
      const req = request(
        job.url,
        { agent, headers: { authorization: `Bearer ${job.token}`, 'accept-encoding': 'identity' } },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () => done(res.statusCode ?? 0, bytes));
        },
      );
      req.on('error', () => done(0, 0));
      req.end();
    });

  const run = async (forSeconds: number) => {
    const total = Math.round(forSeconds * job.rate);
    const pending: Promise<Sample>[] = [];
    const begun = performance.now();
    for (let i = 0; i < total; i++) {
      const wait = begun + (i * 1000) / job.rate - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (inFlight >= MAX_IN_FLIGHT) {
        dropped++;
        continue;
      }
      pending.push(getOnce());
    }
    const samples = await Promise.all(pending);
    return { samples, wallSeconds: (performance.now() - begun) / 1000 };
  };

  await run(WARM_UP_SECONDS);
  dropped = 0;
  const { samples, wallSeconds } = await run(job.seconds);
  agent.destroy();
  const ok = samples.filter((s) => s.status === 200);
  return {
    latenciesMs: ok.map((s) => s.ms),
    ok: ok.length,
    failed: samples.length - ok.length,
    dropped,
    wallSeconds,
    bodyBytes: ok[0]?.bytes ?? 0,
  };
};

if (process.argv[2]) {
  main(JSON.parse(process.argv[2]) as LoadJob)
    .then((result) => process.stdout.write(JSON.stringify(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
