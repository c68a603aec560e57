import { appendFileSync, mkdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { RESULTS_DIR } from '../lib/paths.ts';
import type { Measurement, Peer } from './runner.ts';

const perRequest = (ms: number | null, requests: number) =>
  ms === null || !requests ? 'n/a' : (ms / requests).toFixed(2);

/** Node + PostgreSQL CPU per request sent; on a shared machine this drifts less than req/s. */
function cpuPerRequest(m: Measurement): number | null {
  if (m.nodeCpuMs === null || !m.sent) return null;
  return (m.nodeCpuMs + (m.postgresCpuMs ?? 0)) / m.sent;
}

/** The markdown table: our rows with their ratio to the bare reference of the same run. */
export function table(measurements: Measurement[]): string {
  const lines = [
    '| scenario | conn | req/s | p50 ms | p99 ms | non-2xx / failed | Node CPU ms/req | PG CPU ms/req | ÷ bare | ÷ naive | CPU ratio |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const peerOf = (m: Measurement, peer: Peer) =>
    m.peer === 'product'
      ? measurements.find(
          (r) => r.peer === peer && r.scenario === m.scenario && r.connections === m.connections,
        )
      : undefined;
  const ratio = (m: Measurement, peer: Peer) => {
    const other = peerOf(m, peer);
    return other ? `${(m.rps / other.rps).toFixed(2)}×` : m.peer === 'product' ? '—' : '';
  };
  for (const m of measurements) {
    const bare = peerOf(m, 'bare');
    const ours = cpuPerRequest(m);
    const theirs = bare ? cpuPerRequest(bare) : null;
    const cpuRatio = ours && theirs ? `${(theirs / ours).toFixed(2)}×` : m.peer === 'product' ? '—' : '';
    const failures = [
      ...Object.entries(m.statuses).map(([code, n]) => `${code}×${n}`),
      ...(m.timeouts ? [`timeout×${m.timeouts}`] : []),
      ...(m.errors - m.timeouts > 0 ? [`error×${m.errors - m.timeouts}`] : []),
    ].join(' ');
    lines.push(
      `| ${m.peer === 'product' ? m.scenario : `${m.peer}: ${m.scenario}`} | ${m.connections} | ${Math.round(m.rps).toLocaleString('en')} | ${m.p50} | ${m.p99} | ${failures ? `**${failures}**` : 0} | ${perRequest(m.nodeCpuMs, m.sent)} | ${perRequest(m.postgresCpuMs, m.sent)} | ${ratio(m, 'bare')} | ${ratio(m, 'naive')} | ${cpuRatio} |`,
    );
  }
  return lines.join('\n');
}

export function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpus().length} × ${cpu.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
}

/** Appends a section to bench/results/<date>.md (one file per day, one section per run) and prints it. */
export function publish(title: string, body: string): string {
  const now = new Date();
  const file = join(RESULTS_DIR, `${now.toISOString().slice(0, 10)}.md`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const section = `## ${title} — ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC\n\n${body}\n\n`;
  appendFileSync(file, section);
  console.log(`\n${section}`);
  return file;
}
