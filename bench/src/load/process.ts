import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { buildServer } from '../../../scripts/build-server.mjs';
import { ROOT, SERVER_BUILD } from '../lib/paths.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type Started = { pid: number; url: string; stop: () => Promise<void> };

/**
 * Compiles the product server as `npm start` does
 * (docs/decisions/0001-compiled-server-in-production.md), so the bench measures the JavaScript that
 * runs in production rather than the sources under tsx.
 */
export async function buildProductServer(): Promise<void> {
  rmSync(SERVER_BUILD, { recursive: true, force: true });
  await buildServer(SERVER_BUILD);
}

/**
 * Runs an entry point as one Node process, so /proc/<pid> is the server itself: compiled
 * JavaScript as it is, TypeScript with tsx as a loader (not a wrapper process). Resolves once
 * `readyPath` answers 200.
 */
export async function startNode(opts: {
  entry: string;
  env: NodeJS.ProcessEnv;
  port: number;
  readyPath: string;
  label: string;
  timeoutMs?: number;
  /** Node flags before the entry, e.g. `--cpu-prof` (refused in NODE_OPTIONS). */
  nodeArgs?: string[];
}): Promise<Started> {
  const loader = opts.entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const args = [...(opts.nodeArgs ?? []), ...loader, opts.entry];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: opts.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${opts.label} exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${opts.label} did not answer ${opts.readyPath} in time:\n${output}`);
    }
    const ok = await fetch(url + opts.readyPath)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    pid: child.pid!,
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
