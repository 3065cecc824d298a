// CPU time the server spends per request: unlike requests per second, it hardly moves when another program takes the
// shared machine's cores for a while, so a change's effect shows in one run. Read from Linux's /proc (the bench's
// machine); twenty lines instead of two packages (pidusage and pidtree), which read the same files.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process times in USER_HZ ticks, 100 per second on every architecture it runs on. */
const ticksPerSecond = 100;

interface ProcessTimes {
  parent: number;
  command: string;
  cpuSeconds: number;
}

function readProcesses(): Map<number, ProcessTimes> | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const processes = new Map<number, ProcessTimes>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // "pid (command) state ppid … utime stime …": the command may hold spaces and parentheses, so split after the last.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    processes.set(Number(entry), {
      parent: Number(fields[1]),
      command: stat.slice(stat.indexOf('(') + 1, close),
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond,
    });
  }
  return processes;
}

export interface CpuSnapshot {
  /** CPU seconds so far of the process and its descendants (the API's cluster workers), by process id. */
  server: Map<number, number>;
  /** Of every PostgreSQL process of this machine (its server, when BENCH_DATABASE_URL is local), by process id. */
  postgres: Map<number, number>;
}

/** CPU seconds used so far, per process; undefined where /proc cannot be read. */
export function cpuSnapshot(rootPid: number): CpuSnapshot | undefined {
  const processes = readProcesses();
  if (!processes) return undefined;
  const inTree = (pid: number): boolean => {
    for (let current = pid, depth = 0; current > 1 && depth < 16; depth += 1) {
      if (current === rootPid) return true;
      current = processes.get(current)?.parent ?? 0;
    }
    return false;
  };
  const snapshot: CpuSnapshot = { server: new Map(), postgres: new Map() };
  for (const [pid, times] of processes) {
    if (inTree(pid)) snapshot.server.set(pid, times.cpuSeconds);
    else if (times.command === 'postgres') snapshot.postgres.set(pid, times.cpuSeconds);
  }
  return snapshot;
}

/**
 * CPU seconds spent between two snapshots by the processes alive at the second. Per process, because PostgreSQL ends a
 * backend when a pool lets an idle connection go: a sum of totals would then go down by everything that backend had
 * ever spent (the bench printed negative CPU per request). A process that ended in between is left out.
 */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot): { server: number; postgres: number } {
  const spent = (from: Map<number, number>, to: Map<number, number>) => {
    let seconds = 0;
    for (const [pid, total] of to) seconds += total - (from.get(pid) ?? 0);
    return seconds;
  };
  return { server: spent(before.server, after.server), postgres: spent(before.postgres, after.postgres) };
}
