import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR already migrated and seeded with the demo data; each file's server runs on a copy. */
    templateDir: string;
  }
}

/**
 * Migrates and seeds the demo data once, by starting the real server on a template DATA_DIR and
 * stopping it cleanly (so the embedded database is flushed to disk). Files then copy the template
 * instead of paying for the migrations and seed steps each.
 */
export default async function setup(project: TestProject) {
  const templateDir = mkdtempSync(join(tmpdir(), 'portal-e2e-template-'));
  try {
    const server = await startServer({ dataDir: templateDir });
    await server.stop({ keepDataDir: true });
  } catch (err) {
    rmSync(templateDir, { recursive: true, force: true });
    throw err;
  }
  project.provide('templateDir', templateDir);
  return () => rmSync(templateDir, { recursive: true, force: true });
}
