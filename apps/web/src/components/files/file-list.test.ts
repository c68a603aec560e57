import { describe, expect, it } from 'vitest';
import { extensionOf, mergeFiles } from './file-list.ts';

const f = (signature: string) => ({ signature });

describe('file pickers (spec §9)', () => {
  it('a single picker replaces the file', () => {
    expect(mergeFiles([f('a')], [f('b')], false)).toEqual([f('b')]);
    expect(mergeFiles([f('a')], [], false)).toEqual([f('a')]);
  });

  it('a multiple picker adds files unique by signature', () => {
    expect(mergeFiles([f('a')], [f('b'), f('a'), f('c'), f('b')], true)).toEqual([f('a'), f('b'), f('c')]);
  });

  it('reads the extension a file is judged by', () => {
    expect(extensionOf('Logo.PNG')).toBe('png');
    expect(extensionOf('archiwum.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
  });
});
