import { request } from 'node:http';
import type { RequestSpec } from './scenarios.ts';

export type StreamResult = {
  /** Answers read to their end within the period. */
  completed: number;
  sent: number;
  /** Body bytes received within the period, finished answers or not. */
  bytes: number;
  /** Milliseconds from sending to the last byte, of the completed answers, sorted. */
  latencies: number[];
  statuses: Record<string, number>;
  errors: number;
  seconds: number;
};

/**
 * Load for large streamed answers (the ZIP): `connections` clients each fetch one answer after
 * another for `seconds`, counting bytes as they arrive; answers still running at the end are
 * cut off, their bytes so far counted. autocannon counts only whole answers, which for archives
 * of tens of MB on a short period says little.
 */
export async function streamLoad(
  baseUrl: string,
  connections: number,
  seconds: number,
  next: () => RequestSpec,
): Promise<StreamResult> {
  const result: StreamResult = {
    completed: 0,
    sent: 0,
    bytes: 0,
    latencies: [],
    statuses: {},
    errors: 0,
    seconds,
  };
  const started = performance.now();
  const end = started + seconds * 1000;
  const open = new Set<() => void>();
  const stopAll = setTimeout(() => {
    for (const cut of open) cut();
  }, seconds * 1000);

  const once = (spec: RequestSpec) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      result.sent++;
      const req = request(new URL(spec.path, baseUrl), { method: spec.method, headers: spec.headers });
      const cut = () => {
        req.destroy();
        resolve();
      };
      open.add(cut);
      const done = () => {
        open.delete(cut);
        resolve();
      };
      req.on('error', () => {
        if (performance.now() < end) result.errors++;
        done();
      });
      req.on('response', (res) => {
        const code = String(res.statusCode);
        if (!code.startsWith('2')) result.statuses[code] = (result.statuses[code] ?? 0) + 1;
        res.on('data', (chunk: Buffer) => {
          if (performance.now() < end) result.bytes += chunk.length;
        });
        res.on('end', () => {
          if (performance.now() <= end) {
            result.completed++;
            result.latencies.push(performance.now() - t0);
          }
          done();
        });
        res.on('error', done);
      });
      req.end(spec.body);
    });

  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await once(next());
    }),
  );
  clearTimeout(stopAll);
  result.latencies.sort((a, b) => a - b);
  return result;
}
