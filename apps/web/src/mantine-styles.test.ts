import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's component stylesheets load with the chunks that import them. The entry brings the
 * sign-in screens' (`styles.ts`) and the signed-in shells bring what they and both dashboards draw
 * (`app/shells/shell-styles.ts`); every other component's stylesheet is imported by each module
 * that draws the component, so a screen never shows one unstyled, whichever screen is opened first.
 */

const SRC = fileURLToPath(new URL('.', import.meta.url));
const MANTINE_STYLES = fileURLToPath(new URL('../../../node_modules/@mantine/core/styles/', import.meta.url));

/** Stylesheets a component needs besides its own (the parts it is drawn with). */
const PARTS: Record<string, string[]> = {
  MultiSelect: ['Pill', 'PillsInput'],
  TagsInput: ['Pill', 'PillsInput'],
  PillsInput: ['Pill'],
  Modal: ['ModalBase', 'Overlay'],
  Drawer: ['ModalBase', 'Overlay'],
  LoadingOverlay: ['Overlay'],
  SegmentedControl: ['FloatingIndicator'],
  ColorPicker: ['ColorSwatch'],
  ColorInput: ['ColorSwatch', 'ColorPicker'],
};
/** Packages drawn with stylesheets of their own, and the Mantine ones they draw with. */
const PACKAGES: Record<string, string[]> = {
  'mantine-datatable': ['Table', 'mantine-datatable/styles.css'],
};

type Source = { path: string; text: string };

/** What a module imports by value from a package (`import { A, B as C, type D } from '…'`). */
function namedImports(text: string, from: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${from.replace('/', '\\/')}'`, 'g');
  for (const m of text.matchAll(pattern)) {
    for (const part of m[1].split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

/** The stylesheets a module imports, as `Name` for Mantine's and as the specifier for others. */
function stylesheets(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(/^import '([^']+\.css)';$/gm)) {
    const mantine = /^@mantine\/core\/styles\/(\w+)\.css$/.exec(m[1]);
    found.add(mantine ? mantine[1] : m[1]);
  }
  return found;
}

/** What each module draws without its stylesheet loaded, as `path: Component needs Sheet`. */
function missingStyles(
  sources: Source[],
  hasSheet: (component: string) => boolean,
  loaded: { always: Set<string>; signedIn: Set<string> },
): string[] {
  const missing: string[] = [];
  for (const { path, text } of sources) {
    const own = stylesheets(text);
    const signedIn = !path.startsWith('features/auth/');
    const needs: [string, string][] = [];
    for (const name of namedImports(text, '@mantine/core')) {
      for (const part of PARTS[name] ?? []) needs.push([name, part]);
      if (hasSheet(name)) needs.push([name, name]);
    }
    for (const [pkg, sheets] of Object.entries(PACKAGES)) {
      if (namedImports(text, pkg).length) for (const sheet of sheets) needs.push([pkg, sheet]);
    }
    for (const [what, sheet] of needs) {
      if (own.has(sheet) || loaded.always.has(sheet) || (signedIn && loaded.signedIn.has(sheet))) continue;
      missing.push(`${path}: ${what} needs ${sheet}`);
    }
  }
  return [...new Set(missing)];
}

function sourceFiles(dir: string): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    if (!/\.tsx?$/.test(e.name) || /\.test\.tsx?$/.test(e.name)) return [];
    return [{ path: relative(SRC, full), text: readFileSync(full, 'utf8') }];
  });
}

const hasSheet = (component: string) => existsSync(join(MANTINE_STYLES, `${component}.css`));
const loadedBy = (path: string) => stylesheets(readFileSync(join(SRC, path), 'utf8'));

describe('Mantine stylesheets', () => {
  it('every module that draws a component loads its stylesheet', () => {
    const sources = sourceFiles(SRC);
    expect(sources.length).toBeGreaterThan(100);
    const loaded = { always: loadedBy('styles.ts'), signedIn: loadedBy('app/shells/shell-styles.ts') };
    expect(loaded.always.has('Button')).toBe(true);
    expect(loaded.signedIn.has('AppShell')).toBe(true);
    expect(missingStyles(sources, hasSheet, loaded)).toEqual([]);
  });

  it('reports a component drawn without its stylesheet, its parts or its package styles', () => {
    const loaded = { always: new Set(['Button', 'Input']), signedIn: new Set(['Badge']) };
    const sources: Source[] = [
      {
        path: 'features/roles/RoleForm.tsx',
        text: "import { Button, Tabs, type TabsProps } from '@mantine/core';",
      },
      {
        path: 'features/roles/Styled.tsx',
        text: "import '@mantine/core/styles/Tabs.css';\nimport { Tabs as T } from '@mantine/core';",
      },
      { path: 'features/auth/LoginPage.tsx', text: "import { Badge } from '@mantine/core';" },
      { path: 'features/users/UsersPage.tsx', text: "import { Badge } from '@mantine/core';" },
      {
        path: 'components/form/Pick.tsx',
        text: "import '@mantine/core/styles/MultiSelect.css';\nimport {\n  MultiSelect,\n} from '@mantine/core';",
      },
      { path: 'components/table/Grid.tsx', text: "import { DataTable } from 'mantine-datatable';" },
    ];
    expect(
      missingStyles(sources, (c) => ['Tabs', 'Badge', 'MultiSelect', 'Table'].includes(c), loaded),
    ).toEqual([
      'features/roles/RoleForm.tsx: Tabs needs Tabs',
      'features/auth/LoginPage.tsx: Badge needs Badge',
      'components/form/Pick.tsx: MultiSelect needs Pill',
      'components/form/Pick.tsx: MultiSelect needs PillsInput',
      'components/table/Grid.tsx: mantine-datatable needs Table',
      'components/table/Grid.tsx: mantine-datatable needs mantine-datatable/styles.css',
    ]);
  });
});
