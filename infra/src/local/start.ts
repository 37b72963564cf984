import { resolve } from 'node:path';
import { assertPortFree } from './free-port';
import { startLocalStack } from './local-stack';
import { REPO_ROOT } from './repo-paths';

/**
 * `npm start`: the whole product on this machine. Ports and data directory come from the
 * environment (PORT, DYNAMODB_PORT, SES_PORT, S3_PORT, DATA_DIR); ADMIN_EMAIL/ADMIN_PASSWORD seed the
 * first Admin. It serves the built, compressed SPA as CloudFront does, building it first when it is
 * missing or older than its sources; `npm run dev` (--dev) serves Vite's dev server with hot reload
 * instead (no Content-Security-Policy there: Vite injects inline scripts). NCBI=fixture serves
 * the import from the fixture NCBI (offline); NCBI_BASE_URL points it elsewhere; by default it
 * calls the real E-utilities (NCBI_API_KEY and NCBI_EMAIL are passed on when set).
 */
const readPort = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number, not "${raw}"`);
  return port;
};

const main = async () => {
  const port = readPort('PORT', 3000);
  const dynamoPort = readPort('DYNAMODB_PORT', 8000);
  const sesPort = readPort('SES_PORT', 8005);
  const s3Port = readPort('S3_PORT', 8006);
  await assertPortFree(port, 'PORT');
  await assertPortFree(dynamoPort, 'DYNAMODB_PORT');
  await assertPortFree(sesPort, 'SES_PORT');
  await assertPortFree(s3Port, 'S3_PORT');
  const spaMode = process.argv.includes('--dev') ? 'dev' : 'dist';

  // Read before the stack starts: it writes NCBI_BASE_URL into this process's environment.
  const ncbiSource =
    process.env.NCBI === 'fixture'
      ? 'the offline fixture NCBI, real records from test/fixtures'
      : process.env.NCBI_BASE_URL
        ? 'from NCBI_BASE_URL'
        : 'the real NCBI; NCBI=fixture npm start for offline use';
  console.log(
    `Starting OligoWatch locally: DynamoDB Local, SES emulator, API and ${spaMode === 'dev' ? "Vite's dev server" : 'the built web app'}…\n` +
      `  http://localhost:${port} answers at once and opens the app when it is ready.`,
  );
  const stack = await startLocalStack({
    port,
    dynamoPort,
    sesPort,
    s3Port,
    dataDir: resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data'),
    spa: spaMode,
    buildSpa: true,
    adminEmail: process.env.ADMIN_EMAIL ?? 'admin@oligowatch.local',
    adminPassword: process.env.ADMIN_PASSWORD || undefined,
    seedDemoData: true,
    ncbi: process.env.NCBI === 'fixture' ? 'fixture' : undefined,
    log: (line) => console.log(`  api  ${line}`),
  });

  const lines = [
    '',
    'OligoWatch is running.',
    `  Web app and API   ${stack.appUrl}        (API under ${stack.appUrl}/v1)`,
    `  Mail inbox (SES)  ${stack.sesUrl}        (enrollment and reset mails land here)`,
    `  DynamoDB Local    ${stack.dynamoEndpoint}   (data in ${process.env.DATA_DIR ?? '.data'}/)`,
    `  S3 (s3rver)       ${stack.s3Endpoint}   (report exports)`,
    `  NCBI E-utilities  ${stack.ncbiUrl}   (${ncbiSource})`,
    '',
    stack.admin.created
      ? `  Sign in as ${stack.admin.email} with password: ${stack.admin.password}\n  (shown once: note it, or use 'Forgot password?' and the mail inbox later)`
      : `  Sign in as ${stack.admin.email} (its password was printed at first start; 'Forgot password?' sends a reset mail to the inbox above).`,
    '',
    'Press Ctrl-C to stop everything.',
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error(`\nCould not start OligoWatch: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
