import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** CPU time from /proc: utime + stime of a process (all its threads), in milliseconds. */

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields are counted after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Backends serving `database` on this machine: `postgres: <cluster>: <user> <database> <client> …`. */
function postgresBackends(database: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
      continue;
    }
    if (!cmdline.startsWith('postgres: ') || !cmdline.includes(` ${database} `)) continue;
    const ms = processCpuMs(Number(entry));
    if (ms !== null) found.set(Number(entry), ms);
  }
  return found;
}

export type CpuProbe = { stop: () => { nodeMs: number | null; postgresMs: number | null } };

/**
 * Starts counting the server process's CPU and, for PostgreSQL, its database's backends.
 * Backends that start during the window count from zero; `postgresMs` is null when none are visible.
 */
export function startCpuProbe(pid: number, database: string | null): CpuProbe {
  const node0 = processCpuMs(pid);
  const pg0 = database ? postgresBackends(database) : null;
  return {
    stop() {
      const node1 = processCpuMs(pid);
      let postgresMs: number | null = null;
      if (database && pg0) {
        const pg1 = postgresBackends(database);
        if (pg1.size) {
          postgresMs = 0;
          for (const [p, ms] of pg1) postgresMs += ms - (pg0.get(p) ?? 0);
        }
      }
      return { nodeMs: node0 !== null && node1 !== null ? node1 - node0 : null, postgresMs };
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the server (and its PostgreSQL backends) stop using CPU: requests that autocannon
 * abandoned at the end of a period are still being served, and must not land in the next one.
 */
export async function waitIdle(pid: number, database: string | null, maxMs = 60_000): Promise<void> {
  const total = () => {
    let ms = processCpuMs(pid) ?? 0;
    if (database) for (const v of postgresBackends(database).values()) ms += v;
    return ms;
  };
  const deadline = Date.now() + maxMs;
  let before = total();
  while (Date.now() < deadline) {
    await sleep(250);
    const now = total();
    if (now - before < 15) return;
    before = now;
  }
}

/** Resident memory of a process in MB (`VmRSS` of /proc/<pid>/status), or null when unreadable. */
function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Samples a process's RSS every 50 ms until stopped: what it held before and its peak. Used
 * while a streamed answer runs, where memory must not grow with the bytes sent.
 */
export function startRssProbe(pid: number): {
  stop: () => { beforeMb: number | null; peakMb: number | null };
} {
  const beforeMb = rssMb(pid);
  let peakMb = beforeMb;
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null && (peakMb === null || now > peakMb)) peakMb = now;
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return { beforeMb, peakMb };
    },
  };
}
