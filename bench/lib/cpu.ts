import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts a process's CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`) on every platform we run. */
const TICK_MS = 10;

interface ProcessTimes {
  parent: number;
  cpuMs: number;
}

/** A process's parent and its CPU time (user + system) so far, from /proc; undefined once it has exited. */
function processTimes(pid: number): ProcessTimes | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command name, which may itself hold spaces and parentheses: state, ppid, … utime, stime.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
}

/**
 * CPU time used so far by a process and its children, in ms: the server alone, or PostgreSQL's
 * postmaster with every backend it forked (one per pooled connection, alive through a run).
 */
export function cpuMsOfTree(root: number): number {
  let total = processTimes(root)?.cpuMs ?? 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === root) continue;
    const times = processTimes(pid);
    if (times?.parent === root) total += times.cpuMs;
  }
  return total;
}
