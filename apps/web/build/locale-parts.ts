import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * Top-level groups of the UI strings that the sign-in screens (the `auth` zone with its shell,
 * forms, boot and error screens) use. A sign-in screen's first paint waits only for these;
 * every other area's strings load right after it (lib/i18n.ts).
 */
export const SIGN_IN_GROUPS: readonly string[] = [
  'app',
  'appError',
  'auth',
  'boot',
  'chunkError',
  'common',
  'consents',
  'fields',
  'form',
  'guard',
  'lang',
  'nav',
  'notFound',
  'notify',
];

export type LocalePart = 'sign-in' | 'rest';

/** The strings of one part: the sign-in groups, or every other group. */
export function localePart(strings: Record<string, unknown>, part: LocalePart): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(strings).filter(([group]) => SIGN_IN_GROUPS.includes(group) === (part === 'sign-in')),
  );
}

const PART_QUERY = /^(.*\/locales\/[a-z]{2}\.json)\?part=(sign-in|rest)$/;

/**
 * `locales/pl.json?part=sign-in` (or `?part=rest`) is a module with that part of the file: each
 * part becomes a chunk of its own while the locale files stay one per language. The rest part
 * also carries the contracts' message catalogue of its language (`messages`): the two are always
 * loaded together, and a signed-in screen's first paint waits for one request fewer.
 */
export function localeParts(): Plugin {
  return {
    name: 'portal-locale-parts',
    enforce: 'pre',
    async load(id) {
      const match = PART_QUERY.exec(id);
      if (!match) return null;
      const [, file, part] = match;
      this.addWatchFile(file);
      const strings = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const lang = /([a-z]{2})\.json$/.exec(file)?.[1];
      const messages =
        part === 'rest'
          ? `export { default as messages } from '@portal/contracts/locales/${lang}.json';\n`
          : '';
      return `${messages}export default ${JSON.stringify(localePart(strings, part as LocalePart))};`;
    },
  };
}
