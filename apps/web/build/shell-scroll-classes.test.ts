import { join } from 'node:path';
import { RemoveScroll } from 'react-remove-scroll';
import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';
import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { shellScrollClasses } from './shell-scroll-classes.ts';

/** `code` as the bundle's entry module, resolved from the web app's folder. */
const entryOf = (code: string): Plugin => ({
  name: 'test:entry',
  resolveId: (id) => (id === 'test-entry' ? join(import.meta.dirname, 'test-entry.js') : null),
  load: (id) => (id.endsWith('test-entry.js') ? code : null),
});

/** Bundles `code` as the web build would (the plugin on), React left out; the output's code. */
async function bundle(code: string): Promise<string> {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    root: join(import.meta.dirname, '..'),
    plugins: [entryOf(code), shellScrollClasses()],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: 'test-entry',
        preserveEntrySignatures: 'strict',
        external: [/^react($|\/)/, /^react-dom($|\/)/],
      },
    },
  })) as Rollup.RolldownOutput[] | Rollup.RolldownOutput;
  const [first] = Array.isArray(out) ? out : [out];
  return first.output.map((o) => (o.type === 'chunk' ? o.code : '')).join('\n');
}

describe('shellScrollClasses (the AppShell without react-remove-scroll)', () => {
  it('gives the AppShell parts the class names the package itself gives', () => {
    expect(RemoveScroll.classNames).toEqual({ fullWidth: fullWidthClassName, zeroRight: zeroRightClassName });
  });

  it('leaves the package out of a bundle of the AppShell, and in one of a Modal', async () => {
    const shell = await bundle("export { AppShell } from '@mantine/core';");
    expect(shell).toContain(zeroRightClassName);
    expect(shell).not.toContain('react-remove-scroll/dist');
    const modal = await bundle("export { Modal } from '@mantine/core';");
    expect(modal).toContain('react-remove-scroll/dist');
  }, 60_000);
});
