import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { statusProblem } from './decision-status';

/**
 * `npm run lint`'s check of the decision records (docs/decisions): each has a status and a date,
 * and one superseded names the record that replaced it. Exits 1 listing each record that does not.
 */
const folder = resolve(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(folder).filter((f) => /^\d{4}-.*\.md$/.test(f));
const numbers = new Set(records.map((f) => f.slice(0, 4)));
const problems = records.flatMap((f) => {
  const problem = statusProblem(readFileSync(resolve(folder, f), 'utf8'), f.slice(0, 4), numbers);
  return problem ? [`docs/decisions/${f} ${problem}`] : [];
});
for (const p of problems) console.error(p);
if (problems.length > 0) process.exit(1);
console.log(`Decision records: ${records.length}, each with a status and a date.`);
