import { seedCatalog } from './seed-catalog';
import { seedFirstReport } from './seed-first-report';
import { seedTargets } from './seed-targets';

/**
 * The demo catalogue a new install starts with, so a first `npm start` shows a working product:
 * each seeder loads real data from the repo's fixtures and must be idempotent (it runs on every
 * start and only writes what is missing).
 */
export type DemoSeeder = (log: (line: string) => void) => Promise<void>;

/**
 * Feature seeders, in dependency order (oligos before the products made of them; the first report
 * from both).
 */
const seeders: readonly DemoSeeder[] = [seedCatalog, seedTargets, seedFirstReport];

export const seedDemoData = async (log: (line: string) => void = () => {}): Promise<void> => {
  for (const seed of seeders) await seed(log);
};
