import autocannon from 'autocannon';
import { startCpuProbe, startRssProbe, waitIdle } from './cpu.ts';
import type { RequestSpec } from './scenarios.ts';
import { streamLoad } from './stream-load.ts';

export type Peer = 'product' | 'bare' | 'naive';

export type Measurement = {
  scenario: string;
  connections: number;
  /** Who answered: our product, the bare reference (our SQL) or the naive peer. */
  peer: Peer;
  rps: number;
  /** The measured time, over which `rps` is counted. */
  seconds: number;
  p50: number;
  p99: number;
  requests: number;
  /** Requests sent in the period (completed or not): the CPU counted was spent on these. */
  sent: number;
  non2xx: number;
  /** Socket errors and timeouts (autocannon's 10 s), reported beside non-2xx. */
  errors: number;
  timeouts: number;
  /** Non-2xx answers by status code. */
  statuses: Record<string, number>;
  nodeCpuMs: number | null;
  postgresCpuMs: number | null;
  /** Streamed scenarios: response bytes per second and the server's RSS (MB) before and at its peak. */
  stream?: { mbPerSecond: number; rssBeforeMb: number | null; peakRssMb: number | null };
};

function fire(url: string, connections: number, seconds: number, next: () => RequestSpec) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }],
  });
}

/** A warm-up, then a measured period with the server's CPU (and PostgreSQL's) counted from /proc. */
export async function measure(opts: {
  scenario: string;
  peer: Peer;
  url: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  next: () => RequestSpec;
  pid: number;
  pgDatabase: string | null;
  stream?: boolean;
}): Promise<Measurement> {
  if (opts.stream) return measureStream(opts);
  if (opts.warmupSeconds > 0) await fire(opts.url, opts.connections, opts.warmupSeconds, opts.next);
  await waitIdle(opts.pid, opts.pgDatabase);
  const probe = startCpuProbe(opts.pid, opts.pgDatabase);
  const result = await fire(opts.url, opts.connections, opts.seconds, opts.next);
  // Requests still in flight when the period ended are served before the CPU count stops,
  // so the CPU divides by every request sent in the period.
  await waitIdle(opts.pid, opts.pgDatabase);
  const cpu = probe.stop();
  const requests = result.requests.total;
  return {
    scenario: opts.scenario,
    connections: opts.connections,
    peer: opts.peer,
    rps: requests / result.duration,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    sent: result.requests.sent,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, stat]) => [code, stat.count ?? 0]),
    ),
    nodeCpuMs: cpu.nodeMs,
    postgresCpuMs: cpu.postgresMs,
  };
}

/** A streamed scenario: bytes per second and the server's RSS while it streams (see stream-load.ts). */
async function measureStream(opts: Parameters<typeof measure>[0]): Promise<Measurement> {
  if (opts.warmupSeconds > 0) await streamLoad(opts.url, opts.connections, opts.warmupSeconds, opts.next);
  await waitIdle(opts.pid, opts.pgDatabase);
  const probe = startCpuProbe(opts.pid, opts.pgDatabase);
  const rss = startRssProbe(opts.pid);
  const result = await streamLoad(opts.url, opts.connections, opts.seconds, opts.next);
  const memory = rss.stop();
  await waitIdle(opts.pid, opts.pgDatabase);
  const cpu = probe.stop();
  const at = (q: number) => Math.round(result.latencies[Math.floor(q * (result.latencies.length - 1))] ?? 0);
  return {
    scenario: opts.scenario,
    connections: opts.connections,
    peer: opts.peer,
    rps: result.completed / result.seconds,
    seconds: result.seconds,
    p50: at(0.5),
    p99: at(0.99),
    requests: result.completed,
    sent: result.sent,
    non2xx: Object.values(result.statuses).reduce((a, b) => a + b, 0),
    errors: result.errors,
    timeouts: 0,
    statuses: result.statuses,
    nodeCpuMs: cpu.nodeMs,
    postgresCpuMs: cpu.postgresMs,
    stream: {
      mbPerSecond: result.bytes / 2 ** 20 / result.seconds,
      rssBeforeMb: memory.beforeMb,
      peakRssMb: memory.peakMb,
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One row from a peer's rounds of a scenario: requests, CPU and failures summed, req/s over the
 * whole measured time, p50 the rounds' median and p99 the highest of them (autocannon's
 * histograms are not kept, so no exact percentile of the union).
 */
export function combineRounds(rounds: Measurement[]): Measurement {
  const [first] = rounds;
  if (rounds.length === 1) return first;
  const sum = (of: (m: Measurement) => number) => rounds.reduce((total, m) => total + of(m), 0);
  const cpu = (of: (m: Measurement) => number | null) =>
    rounds.every((m) => of(m) !== null) ? sum((m) => of(m) as number) : null;
  const statuses: Record<string, number> = {};
  for (const m of rounds)
    for (const [code, n] of Object.entries(m.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  const seconds = sum((m) => m.seconds);
  const streams = rounds.flatMap((m) => (m.stream ? [{ ...m.stream, seconds: m.seconds }] : []));
  const peaks = streams.flatMap((s) => (s.peakRssMb === null ? [] : [s.peakRssMb]));
  return {
    scenario: first.scenario,
    connections: first.connections,
    peer: first.peer,
    rps: sum((m) => m.requests) / seconds,
    seconds,
    p50: median(rounds.map((m) => m.p50)),
    p99: Math.max(...rounds.map((m) => m.p99)),
    requests: sum((m) => m.requests),
    sent: sum((m) => m.sent),
    non2xx: sum((m) => m.non2xx),
    errors: sum((m) => m.errors),
    timeouts: sum((m) => m.timeouts),
    statuses,
    nodeCpuMs: cpu((m) => m.nodeCpuMs),
    postgresCpuMs: cpu((m) => m.postgresCpuMs),
    ...(streams.length
      ? {
          stream: {
            mbPerSecond: streams.reduce((t, s) => t + s.mbPerSecond * s.seconds, 0) / seconds,
            rssBeforeMb: streams[0].rssBeforeMb,
            peakRssMb: peaks.length ? Math.max(...peaks) : null,
          },
        }
      : {}),
  };
}
