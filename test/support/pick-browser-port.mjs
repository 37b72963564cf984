// Prints a free TCP port on 127.0.0.1 below the kernel's ephemeral range (run by
// test/playwright.config.ts, which needs the port synchronously, before the stack starts).
// A port from `listen(0)` is free only until someone else asks: in `npm test` the other stages'
// stacks bind port 0 all the time, and one took the browser stack's port between the pick and
// its start (EADDRINUSE). Ports below the ephemeral range are never handed out for port 0.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const ephemeralLow = (() => {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32768;
  }
})();
const LOW = 10_000;
const HIGH = Math.max(LOW + 1000, ephemeralLow);

const tryPort = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

for (let attempt = 0; attempt < 200; attempt++) {
  const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
  if (await tryPort(port)) {
    process.stdout.write(String(port));
    process.exit(0);
  }
}
process.stderr.write(`No free port between ${LOW} and ${HIGH}\n`);
process.exit(1);
