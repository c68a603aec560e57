import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  areaOf,
  type Edge,
  type ImportRule,
  importEdges,
  importGraph,
  specifiersOf,
  violations,
} from '../../../scripts/import-rules.mjs';

/**
 * The web's import rules (issue 15): the UI kit (`components/`, `lib/`) is below the app and the
 * features, and a feature is self-contained — what two features share lives in the kit, and a
 * link to another feature's screen goes through the route names of `lib/paths.ts`.
 */
const WEB_RULES: ImportRule[] = [
  {
    name: 'the UI kit never imports app/ or a feature',
    forbids: (from, to) => /^(components|lib)\//.test(from) && /^(app|features)\//.test(to),
  },
  {
    name: 'a feature never imports app/ (the shells provide what screens need, e.g. the menu)',
    forbids: (from, to) => /^features\//.test(from) && /^app\//.test(to),
  },
  {
    name: 'a feature never imports another feature',
    forbids: (from, to) => {
      const own = areaOf(from, 'features');
      const other = areaOf(to, 'features');
      return own !== null && other !== null && own !== other;
    },
  },
];

const SRC = fileURLToPath(new URL('.', import.meta.url));

describe('web import rules', () => {
  it('hold for every source file', () => {
    const graph = importGraph(SRC);
    expect(graph.size).toBeGreaterThan(100);
    expect(violations(importEdges(graph), WEB_RULES)).toEqual([]);
  });

  it('fail on a kit file importing a feature, a feature importing app/ and one feature importing another', () => {
    const fixture: Edge[] = [
      ['components/table/DataTable.tsx', 'lib/paths.ts'],
      ['lib/guard.ts', 'app/routes.tsx'],
      ['components/form/fields.tsx', 'features/users/api/users.ts'],
      ['features/partners/PartnersListPage.tsx', 'features/contractors/company-columns.tsx'],
      ['features/contractors/tabs/UsersTab.tsx', 'features/contractors/api/children.ts'],
      ['features/users/routes.ts', 'lib/routing.ts'],
      ['features/dashboard/CmsDashboardPage.tsx', 'app/navigation.ts'],
    ];
    expect(violations(fixture, WEB_RULES)).toEqual([
      'the UI kit never imports app/ or a feature: lib/guard.ts -> app/routes.tsx',
      'the UI kit never imports app/ or a feature: components/form/fields.tsx -> features/users/api/users.ts',
      'a feature never imports app/ (the shells provide what screens need, e.g. the menu): features/dashboard/CmsDashboardPage.tsx -> app/navigation.ts',
      'a feature never imports another feature: features/partners/PartnersListPage.tsx -> features/contractors/company-columns.tsx',
    ]);
  });

  it('reads static, type-only, re-exported and lazy imports', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "import './side-effect.css';",
      "const page = () => import('../features/x/Page.tsx');",
      "import {\n  d,\n  e,\n} from '../../d.ts';",
    ].join('\n');
    expect(specifiersOf(source)).toEqual([
      './a.ts',
      '../b.ts',
      './c.ts',
      './side-effect.css',
      '../features/x/Page.tsx',
      '../../d.ts',
    ]);
  });
});
