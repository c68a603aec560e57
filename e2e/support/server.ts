import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/core/routes`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer within ${timeoutMs} ms:\n${output()}`);
}

export type TestServer = {
  url: string;
  dataDir: string;
  /** Stops the server and removes its DATA_DIR, unless `keepDataDir` (the seeded template). */
  stop: (opts?: { keepDataDir?: boolean }) => Promise<void>;
};

/**
 * The real server (built web app, embedded database) on a free port with a temporary DATA_DIR.
 * A test that needs a differently configured server (e.g. with an ERP) passes `env`, and may
 * prepare the DATA_DIR it passes as `dataDir` before the server starts.
 */
export async function startServer(
  opts: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<TestServer> {
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run test:e2e` (it builds the web app first)');
  }
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      CAPTCHA_COST: '1',
      JOBS_POLL_MS: '50',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitForServer(url, child, () => log, 240_000);
  return {
    url,
    dataDir,
    async stop({ keepDataDir = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A copy of the DATA_DIR that global setup migrated and seeded once (support/global-setup.ts), so
 * a file's server starts on the demo data without running the migrations and seed steps again.
 */
export function copyOfSeededDataDir(templateDir: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  cpSync(templateDir, dataDir, { recursive: true });
  return dataDir;
}

let fileServer: TestServer | undefined;

/** Set by support/file-server.ts before a file's tests run. */
export function setFileServer(server: TestServer | undefined) {
  fileServer = server;
}

/** This test file's own server (support/file-server.ts starts one per file). */
export function currentServer(): TestServer {
  if (!fileServer)
    throw new Error('No server for this file: support/file-server.ts must be a setupFiles entry');
  return fileServer;
}
