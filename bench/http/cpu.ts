/**
 * Where the CPU goes during a load step: CPU seconds (user + system, from /proc) of the API
 * server, of the PostgreSQL processes (the postmaster's children: backends and background
 * workers) and of this process (autocannon and the simulated students). Linux only; elsewhere
 * every figure is 0.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** The postmaster's PID, from the first line of its data folder's postmaster.pid. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export interface CpuSnapshot {
  api: number;
  postgres: number;
  bench: number;
}

/** Cumulative CPU seconds now. `postmaster` undefined: no PostgreSQL (PGlite runs in the API). */
export function cpuSnapshot(
  apiPid: number | undefined,
  postmaster: number | undefined,
): CpuSnapshot {
  const usage = process.cpuUsage();
  const postgres =
    postmaster === undefined
      ? 0
      : cpuSecondsOf(postmaster) +
        childrenOf(postmaster).reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
  return {
    api: apiPid === undefined ? 0 : cpuSecondsOf(apiPid),
    postgres,
    bench: (usage.user + usage.system) / 1e6,
  };
}

export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): CpuSnapshot {
  return {
    api: after.api - before.api,
    postgres: Math.max(0, after.postgres - before.postgres),
    bench: after.bench - before.bench,
  };
}
