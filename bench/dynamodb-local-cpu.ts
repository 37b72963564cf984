import { readdirSync, readFileSync } from 'node:fs';
import { processCpuSeconds } from './process-cpu';

/**
 * CPU seconds DynamoDB Local's JVM has used so far: the java process serving `endpoint`'s port
 * (processCpuSeconds; undefined where /proc is missing).
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
      return processCpuSeconds(pid);
    }
  } catch {
    return undefined;
  }
  return undefined;
};
