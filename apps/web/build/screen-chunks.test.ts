import { describe, expect, it } from 'vitest';
import { type ChunkFacts, chunkGroups, screenModules } from './screen-chunks.ts';

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

// index → boot; index ⇢ login, zone, with-queries, register; zone ⇢ partner, cms, codes.
// partner → shell, grid, hash, box; cms → shell, grid, scroll; with-queries → rq, boot;
// register → grid, box; codes → hash, scroll; with-queries → boot too (what the entry holds).
const signedInChunks = [
  chunk(
    'index.js',
    { '/app/src/main.tsx': 900 },
    {
      isEntry: true,
      imports: ['boot.js'],
      dynamicImports: ['login.js', 'zone.js', 'with-queries.js', 'register.js'],
    },
  ),
  chunk('boot.js', { '/app/node_modules/react/index.js': 500 }),
  chunk('login.js', { '/app/src/features/auth/LoginPage.tsx': 300 }, { imports: ['box.js'] }),
  chunk('box.js', { '/app/node_modules/@mantine/core/Box.mjs': 800 }),
  chunk(
    'zone.js',
    { '/app/src/app/zone-routes.tsx': 200 },
    { dynamicImports: ['partner.js', 'cms.js', 'codes.js'] },
  ),
  chunk('with-queries.js', { '/app/src/app/with-queries.tsx': 20 }, { imports: ['rq.js', 'boot.js'] }),
  chunk('rq.js', { '/app/node_modules/@tanstack/query-core/index.js': 900 }),
  chunk(
    'partner.js',
    {
      '/app/src/app/shells/PartnerShell.tsx': 100,
      '/app/src/features/dashboard/PartnerDashboardPage.tsx': 300,
    },
    { imports: ['shell.js', 'grid.js', 'hash.js', 'box.js'] },
  ),
  chunk(
    'cms.js',
    { '/app/src/app/shells/CmsShell.tsx': 100, '/app/src/features/dashboard/CmsDashboardPage.tsx': 300 },
    { imports: ['shell.js', 'grid.js', 'scroll.js'] },
  ),
  chunk('shell.js', { '/app/src/app/shells/parts.tsx': 400 }),
  chunk('grid.js', { '/app/node_modules/@mantine/core/SimpleGrid.mjs': 150 }),
  chunk('hash.js', { '/app/node_modules/icons/IconHash.mjs': 60 }),
  chunk('scroll.js', { '/app/node_modules/@mantine/core/ScrollArea.mjs': 700 }),
  chunk(
    'register.js',
    { '/app/src/features/auth/RegisterPage.tsx': 600 },
    { imports: ['grid.js', 'box.js'] },
  ),
  chunk(
    'codes.js',
    { '/app/src/features/partner-devices/ErrorCodeSearchPage.tsx': 500 },
    { imports: ['hash.js', 'scroll.js'] },
  ),
];

describe('chunkGroups (the sign-in screen and the dashboards)', () => {
  const zone = ['src/app/zone-routes.tsx', 'src/app/with-queries.tsx'];
  const groups = chunkGroups(
    signedInChunks,
    { name: 'login-screen', modules: ['src/features/auth/LoginPage.tsx'] },
    [
      {
        name: 'partner-dashboard',
        modules: [
          ...zone,
          'src/app/shells/PartnerShell.tsx',
          'src/features/dashboard/PartnerDashboardPage.tsx',
        ],
      },
      {
        name: 'cms-dashboard',
        modules: [...zone, 'src/app/shells/CmsShell.tsx', 'src/features/dashboard/CmsDashboardPage.tsx'],
      },
    ],
    {
      routes: (id) => id.endsWith('/src/app/with-queries.tsx'),
      pages: (id) => /\/src\/features\/auth\/[^/]+Page\.tsx$/.test(id),
    },
  );
  // The first group holding a module takes it (rolldown: equal priority, lower index first).
  const groupOf = (id: string) => groups.find((g) => g.modules.has(id))?.name;

  it("gives each dashboard its shell and page, and the login's shared modules stay the login's", () => {
    expect(groupOf('/app/src/features/dashboard/PartnerDashboardPage.tsx')).toBe('partner-dashboard');
    expect(groupOf('/app/src/app/shells/PartnerShell.tsx')).toBe('partner-dashboard');
    expect(groupOf('/app/src/features/dashboard/CmsDashboardPage.tsx')).toBe('cms-dashboard');
    expect(groupOf('/app/node_modules/@mantine/core/Box.mjs')).toBe('login-screen-shared');
    expect(groupOf('/app/node_modules/react/index.js')).toBe('boot');
  });

  it('puts what both dashboards need in one group, the route declarations with it', () => {
    expect(groupOf('/app/src/app/shells/parts.tsx')).toBe('signed-in-shared');
    expect(groupOf('/app/src/app/zone-routes.tsx')).toBe('signed-in-shared');
  });

  it("keeps what a sign-in page needs apart, so registration never loads a dashboard's shell", () => {
    expect(groupOf('/app/node_modules/@mantine/core/SimpleGrid.mjs')).toBe('signed-in-sign-in-zone');
    const registerLoads = [
      '/app/node_modules/@mantine/core/SimpleGrid.mjs',
      '/app/node_modules/@mantine/core/Box.mjs',
    ];
    for (const g of groups.filter((g) => registerLoads.some((id) => groupOf(id) === g.name)))
      expect(
        [...g.modules].filter((id) => groupOf(id) === g.name).every((id) => registerLoads.includes(id)),
      ).toBe(true);
  });

  it('gives what one dashboard shares with other screens a group of that dashboard', () => {
    expect(groupOf('/app/node_modules/icons/IconHash.mjs')).toBe('partner-dashboard-shared');
    expect(groupOf('/app/node_modules/@mantine/core/ScrollArea.mjs')).toBe('cms-dashboard-shared');
  });

  it('gives what every route loads (the query provider, React Query) a group of its own', () => {
    expect(groupOf('/app/src/app/with-queries.tsx')).toBe('queries');
    expect(groupOf('/app/node_modules/@tanstack/query-core/index.js')).toBe('queries');
    expect(groupOf('/app/node_modules/react/index.js')).toBe('boot');
    expect(groups.find((g) => g.name === 'queries')?.modules.has('/app/node_modules/react/index.js')).toBe(
      false,
    );
  });
});
