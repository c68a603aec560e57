import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No source file over 400 lines outside data (issue 56): a longer file is split by subject.
 * Data files are the exception, each named here with why it is data.
 */
const MAX_LINES = 400;

const DATA_FILES: Record<string, string> = {
  'apps/server/src/modules/devices/seed/data.ts': "the demo catalogue's seed rows",
  'packages/contracts/src/catalogue.ts': 'the permission catalogue: every area, resource and action',
};

const repo = join(import.meta.dirname, '../../..');

/** The TypeScript and JavaScript files git tracks or would track (new files count before a commit). */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file) && existsSync(join(repo, file)));
}

function lineCount(file: string): number {
  const text = readFileSync(join(repo, file), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('file sizes', () => {
  const sizes = new Map(sourceFiles().map((file) => [file, lineCount(file)]));

  it(`keeps every source file but the data files at ${MAX_LINES} lines or fewer`, () => {
    const over = [...sizes]
      .filter(([file, lines]) => lines > MAX_LINES && !(file in DATA_FILES))
      .map(([file, lines]) => `${file}: ${lines} lines`);
    expect(over).toEqual([]);
  });

  it('lists as data only files that exist and are over the limit', () => {
    const stale = Object.keys(DATA_FILES)
      .filter((file) => (sizes.get(file) ?? 0) <= MAX_LINES)
      .map((file) => `${file}: ${sizes.get(file) ?? 'missing'}`);
    expect(stale).toEqual([]);
  });
});
