import { afterAll, beforeAll, inject } from 'vitest';
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

afterAll(async () => {
  setFileServer(undefined);
  await server?.stop();
});
