// Postgres's CPU split by what each of its processes serves: a backend by the client it serves (told apart by
// application_name, or by the client's TCP port when the client sets none), the others by their backend type.
// A process that ends during a run (an autovacuum worker, a backend whose pool closed it) moves its time to the
// postmaster once waited for, so "postmaster and ended processes" holds those: all of such a process's time, the
// part it had spent before the first reading included (which its own role then loses).
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import type { Sql } from 'postgres';
import { cpuMs, processTree } from './process-tree';

/** The local TCP ports of a process's sockets (/proc/<pid>/fd against /proc/net/tcp{,6}). */
export function tcpPorts(pid: number): Set<number> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]!);
    } catch {
      continue; // closed meanwhile
    }
  }
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6'])
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 9 && inodes.has(cols[9]!)) ports.add(parseInt(cols[1]!.split(':')[1]!, 16));
    }
  return ports;
}

export type RoleOf = (row: { applicationName: string; clientPort: number | null }) => string | null;

/** CPU ms per role of every process of the cluster now; `roleOf` names client backends (null: by backend type). */
export async function cpuByRole(sql: Sql, postmaster: number, roleOf: RoleOf): Promise<Map<string, number>> {
  const rows = await sql<{ pid: number; backendType: string; applicationName: string; clientPort: number | null }[]>`
    select /* worker-cost */ pid, backend_type as "backendType", application_name as "applicationName",
      client_port as "clientPort"
    from pg_stat_activity`;
  const byPid = new Map(rows.map((r) => [r.pid, r]));
  const roles = new Map<string, number>();
  for (const pid of processTree(postmaster)) {
    const row = byPid.get(pid);
    const role =
      pid === postmaster
        ? 'postmaster and ended processes'
        : !row
          ? 'other'
          : row.backendType === 'client backend'
            ? (roleOf(row) ?? 'client backend, other')
            : row.backendType;
    roles.set(role, (roles.get(role) ?? 0) + cpuMs([pid]));
  }
  return roles;
}

/** What each role used between two readings (a role that appeared since counts from zero). */
export const roleDelta = (before: Map<string, number>, after: Map<string, number>) =>
  new Map([...after].map(([role, ms]) => [role, ms - (before.get(role) ?? 0)]));
