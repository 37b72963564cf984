import { readFileSync } from 'node:fs';

/**
 * CPU seconds process `pid` has used so far (utime + stime, from /proc; undefined where there is
 * none, e.g. macOS). With a bench's own CPU, it says where the time went: on a shared machine wall
 * time stretches with the others' load, work does not.
 */
export const processCpuSeconds = (pid: number | string): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // utime and stime: fields 14 and 15 of stat, 12 and 13 after the command; clock ticks of 1/100 s.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
};
