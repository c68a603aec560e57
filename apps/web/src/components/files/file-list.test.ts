import { describe, expect, it } from 'vitest';
import { extensionOf, mergeFiles, refusalBeforeUpload } from './file-list.ts';

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

describe('checks before an upload (spec §5)', () => {
  const size = (b: number) => `${b} B`;
  const rules = { names: new Set(['jpg', 'png']), maxBytes: 100, totalBytes: 150 };

  it('refuses a format that is not allowed', () => {
    expect(refusalBeforeUpload({ name: 'umowa.pdf', size: 10 }, rules, 0, size)).toBe('errors.file_type');
  });

  it('refuses a file over the single-file limit, naming the limit', () => {
    expect(refusalBeforeUpload({ name: 'a.JPG', size: 101 }, rules, 0, size)).toBe(
      'errors.file_size|{"limit":"100 B"}',
    );
  });

  it('refuses a file that would pass the total limit of the field', () => {
    expect(refusalBeforeUpload({ name: 'a.png', size: 60 }, rules, 100, size)).toBe(
      'errors.upload_total|{"limit":"150 B"}',
    );
    expect(refusalBeforeUpload({ name: 'a.png', size: 50 }, rules, 100, size)).toBeNull();
  });
});
