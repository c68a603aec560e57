import { describe, expect, it } from 'vitest';
import { type ChunkFacts, screenModules } from './screen-chunks.ts';

const chunk = (
  fileName: string,
  modules: Record<string, number>,
  links: { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean } = {},
): ChunkFacts => ({
  fileName,
  isEntry: links.isEntry ?? false,
  imports: links.imports ?? [],
  dynamicImports: links.dynamicImports ?? [],
  modules: Object.fromEntries(
    Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
  ),
});

// index → boot; index ⇢ login, shell, other (lazy); login → box, own; shell → own;
// other → box, table; box → icon.
const chunks = [
  chunk(
    'index.js',
    { '/app/src/main.tsx': 900 },
    { isEntry: true, imports: ['boot.js'], dynamicImports: ['login.js', 'shell.js', 'other.js'] },
  ),
  chunk('boot.js', { '/app/node_modules/react/index.js': 500 }),
  chunk('login.js', { '/app/src/features/auth/LoginPage.tsx': 300 }, { imports: ['box.js', 'own.js'] }),
  chunk('shell.js', { '/app/src/app/shells/AuthShell.tsx': 200 }, { imports: ['own.js'] }),
  chunk('own.js', { '/app/src/lib/after-paint.ts': 40, '/app/src/lib/unused.ts': 0 }),
  chunk('box.js', { '/app/node_modules/@mantine/core/Box.mjs': 800 }, { imports: ['icon.js'] }),
  chunk('icon.js', { '/app/node_modules/icons/IconX.mjs': 90 }),
  chunk('other.js', { '/app/src/features/users/UsersPage.tsx': 700 }, { imports: ['box.js', 'table.js'] }),
  chunk('table.js', { '/app/node_modules/@mantine/core/Table.mjs': 600 }),
];

describe('screenModules (the sign-in screen chunks read off automatic splitting)', () => {
  const found = screenModules(chunks, ['src/app/shells/AuthShell.tsx', 'src/features/auth/LoginPage.tsx']);

  it('groups what only the screen uses, with no module tree-shaking emptied', () => {
    expect([...found.own].sort()).toEqual([
      '/app/src/app/shells/AuthShell.tsx',
      '/app/src/features/auth/LoginPage.tsx',
      '/app/src/lib/after-paint.ts',
    ]);
  });

  it('puts what another screen imports, and what that imports, apart', () => {
    expect([...found.shared].sort()).toEqual([
      '/app/node_modules/@mantine/core/Box.mjs',
      '/app/node_modules/icons/IconX.mjs',
    ]);
  });

  it("keeps the entry's static imports as one group and other screens' code out", () => {
    expect([...found.boot]).toEqual(['/app/node_modules/react/index.js']);
    const all = [...found.boot, ...found.own, ...found.shared];
    expect(all).not.toContain('/app/src/main.tsx');
    expect(all).not.toContain('/app/node_modules/@mantine/core/Table.mjs');
    expect(all).not.toContain('/app/src/features/users/UsersPage.tsx');
  });

  it('refuses a screen module no chunk holds (a renamed page must not silently lose its chunks)', () => {
    expect(() => screenModules(chunks, ['src/features/auth/Gone.tsx'])).toThrow(/Gone\.tsx/);
  });
});
