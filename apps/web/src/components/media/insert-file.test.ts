import type { FileRecord } from '@portal/contracts/files';
import { describe, expect, it } from 'vitest';
import { insertionFor } from './insert-file.ts';

const file = (over: Partial<FileRecord>): FileRecord => ({
  id: 1,
  area: 'public',
  path: 'media/aktualności/pompa ciepła.png',
  filename: 'pompa ciepła.png',
  original_name: 'pompa ciepła.png',
  mime: 'image/png',
  size: 1000,
  signature: 'abc+/=',
  width: 800,
  height: 600,
  uploaded_at: '2026-01-01T00:00:00Z',
  url: '/api/media/file/media/x?signature=abc',
  ...over,
});

describe('inserting a picked file into rich text (spec §9)', () => {
  it('inserts an image in the medium size through its signed URL', () => {
    expect(insertionFor(file({}))).toEqual({
      type: 'image',
      attrs: {
        src: '/api/media/image/400/400/resize/media/aktualno%C5%9Bci/pompa%20ciep%C5%82a.png?signature=abc%2B%2F%3D',
        alt: 'pompa ciepła.png',
      },
    });
  });

  it('inserts any other file as a link named after it', () => {
    const pdf = file({
      mime: 'application/pdf',
      filename: 'instrukcja.pdf',
      url: '/api/media/file/media/instrukcja.pdf?signature=s',
    });
    expect(insertionFor(pdf)).toEqual({
      type: 'text',
      text: 'instrukcja.pdf',
      marks: [{ type: 'link', attrs: { href: '/api/media/file/media/instrukcja.pdf?signature=s' } }],
    });
  });

  it('inserts nothing for a private file, which has no public address', () => {
    expect(insertionFor(file({ area: 'private', mime: 'application/pdf', url: null }))).toBeNull();
  });
});
