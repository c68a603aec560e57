import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/migrate.ts';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const DRIZZLE_KIT = fileURLToPath(new URL('../../../node_modules/.bin/drizzle-kit', import.meta.url));

type Journal = { entries: { tag: string }[] };

async function journal(dir: string): Promise<Journal> {
  return JSON.parse(await readFile(join(dir, 'meta', '_journal.json'), 'utf8'));
}

const sha256 = (text: Buffer) => createHash('sha256').update(text).digest('hex');

/**
 * Migrations are never edited after they land (DESIGN §4 "Data"): a database that already ran
 * one would never see the edit. Each landed file's checksum is recorded in `checksums.json`.
 */
describe('migration files', () => {
  it('are unchanged since they landed, and each new one is recorded', async () => {
    const recorded: Record<string, string> = JSON.parse(
      await readFile(join(MIGRATIONS_DIR, 'checksums.json'), 'utf8'),
    );
    const { entries } = await journal(MIGRATIONS_DIR);
    for (const { tag } of entries) {
      const actual = sha256(await readFile(join(MIGRATIONS_DIR, `${tag}.sql`)));
      expect(
        recorded[tag],
        `${tag}.sql is new: add "${tag}": "${actual}" to src/db/migrations/checksums.json`,
      ).toBeDefined();
      expect(actual, `${tag}.sql was edited after it landed; add a new migration instead`).toBe(
        recorded[tag],
      );
    }
    expect(Object.keys(recorded).sort()).toEqual(entries.map((e) => e.tag).sort());
  });

  it('match the table definitions (drizzle-kit generates nothing new)', { timeout: 60_000 }, async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'migrations-drift-'));
    try {
      await cp(MIGRATIONS_DIR, scratch, { recursive: true });
      const before = await readdir(scratch);
      await promisify(execFile)(DRIZZLE_KIT, ['generate'], {
        cwd: SERVER_DIR,
        // drizzle-kit joins `out` onto `./`, so it must be relative to the server folder.
        env: { ...process.env, DRIZZLE_OUT: relative(SERVER_DIR, scratch) },
      });
      const added = (await readdir(scratch)).filter((f) => !before.includes(f));
      expect(
        added,
        'the tables changed without a migration: run npm run db:generate -- --name <what>',
      ).toEqual([]);
      expect((await journal(scratch)).entries.length).toBe((await journal(MIGRATIONS_DIR)).entries.length);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
