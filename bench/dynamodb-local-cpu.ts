import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds DynamoDB Local's JVM has used so far: utime + stime of the java process serving
 * `endpoint`'s port, from /proc (undefined where there is none, e.g. macOS). With a bench's own CPU,
 * it says where the time went: on a shared machine wall time stretches with the others' load, work
 * does not.
 */
export const dynamoDbLocalCpuSeconds = (endpoint: string): number | undefined => {
  const port = new URL(endpoint).port;
  try {
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let args: string[];
      try {
        args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      } catch {
        continue;
      }
      if (!args.includes('DynamoDBLocal.jar') || args[args.indexOf('-port') + 1] !== port) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // utime and stime: fields 14 and 15 of stat, 12 and 13 after the command; clock ticks of 1/100 s.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    }
  } catch {
    return undefined;
  }
  return undefined;
};
