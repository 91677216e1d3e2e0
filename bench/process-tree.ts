// What the processes of a run use, read from /proc: the RSS and CPU time of a process and its descendants.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone
  }
}

/** A process and all its descendants. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = Number(statFields(Number(entry))?.[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const pids: number[] = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    pids.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return pids;
}

/** RSS of these processes together, in MB (a process that ended counts nothing). */
export function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      continue;
    }
  }
  return kb / 1024;
}

/** RSS of a process and all its descendants, in MB: the sum, and the largest single process. */
export function treeRssMb(root: number): { total: number; largest: number } {
  let kb = 0;
  let largest = 0;
  for (const pid of processTree(root)) {
    try {
      const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
      if (m) kb += Number(m[1]);
      if (m) largest = Math.max(largest, Number(m[1]));
    } catch {
      continue;
    }
  }
  return { total: kb / 1024, largest: largest / 1024 };
}

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * CPU time (user + system, in ms) of the given processes, each with the time of its children that ended and
 * were waited for: a Postgres backend that exits during a run moves its time to the postmaster, not away.
 */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const f = statFields(pid);
    // utime, stime, cutime, cstime: fields 14-17 of stat, 12-15 after the name.
    if (f) ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** The postmaster of a cluster: Postgres' processes are its descendants. */
export const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
