import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { describeOpenPages } from './browser.ts';
import { copyOfSeededDataDir, setFileServer, startServer, type TestServer } from './server.ts';

/**
 * A `setupFiles` entry: every test file gets a server of its own on a fresh copy of the seeded
 * demo data, so files run in parallel and none sees data another file created. Registered before
 * the file's own hooks, its afterAll runs after theirs (vitest runs after-hooks in reverse), so a
 * file's browser closes before its server stops.
 */
let server: TestServer | undefined;

beforeAll(async () => {
  server = await startServer({ dataDir: copyOfSeededDataDir(inject('templateDir')) });
  setFileServer(server);
}, 300_000);

// A failure in CI leaves only the log: print what each open page showed and what went wrong.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail')
    console.error(`state after "${task.name}":\n${await describeOpenPages()}`);
});

afterAll(async () => {
  setFileServer(undefined);
  await server?.stop();
});
