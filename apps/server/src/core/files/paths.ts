import { isAbsolute, relative, resolve, sep } from 'node:path';
import { hasUnsafePathChar } from '@portal/contracts';
import { AppError } from '../http/errors.ts';

const pathInvalid = () => new AppError(422, 'errors.form', {}, { path: ['errors.path_invalid'] });

/**
 * A storage path as callers give it (`media/news/a.jpg`), checked before it reaches the disk:
 * relative, `/`-separated, no empty, `.` or `..` segment, no backslash, NUL or control
 * character, and no percent-escape left over (a path that still holds `%2e%2e` after the router
 * decoded it was encoded twice on purpose). Throws 422 otherwise.
 */
export function cleanPath(input: string, opts: { allowEmpty?: boolean } = {}): string {
  if (typeof input !== 'string' || input.length > 1000) throw pathInvalid();
  const path = input.normalize('NFC');
  if (path === '') {
    if (opts.allowEmpty) return '';
    throw pathInvalid();
  }
  if (hasUnsafePathChar(path) || /%[0-9a-f]{2}/i.test(path)) throw pathInvalid();
  if (path.startsWith('/') || isAbsolute(path) || /^[a-z]:/i.test(path)) throw pathInvalid();
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw pathInvalid();
  }
  return path;
}

/**
 * The absolute location of `path` under `root`, after resolving it, and only if it stays
 * strictly inside `root` (the check does not trust `cleanPath` alone).
 */
export function confine(root: string, path: string, opts: { allowRoot?: boolean } = {}): string {
  const clean = cleanPath(path, { allowEmpty: opts.allowRoot });
  const base = resolve(root);
  const full = resolve(base, clean);
  const rel = relative(base, full);
  if (rel === '' && opts.allowRoot) return full;
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || !full.startsWith(base + sep))
    throw pathInvalid();
  return full;
}

/** `media/news/a.jpg` → `a.jpg`; `media/news` → `news`. */
export function basename(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? path : path.slice(i + 1);
}

/** `media/news/a.jpg` → `media/news`; `a.jpg` → ``. */
export function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

const POLISH: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};

/**
 * A file or directory name safe in a URL and on every file system: Polish letters
 * transliterated, other diacritics dropped, anything but letters, digits, `-` and `_` turned
 * into hyphens, lower case. Never empty.
 */
export function safeName(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (c) => POLISH[c])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 80);
  return base || 'plik';
}
