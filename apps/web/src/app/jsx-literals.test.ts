import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every visible string comes from the locales (issue 4 §5): no letters written straight into
 * JSX text, nor into attributes a person reads or hears.
 */
const VISIBLE_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'alt',
  'aria-label',
  'aria-description',
  'nothingFoundMessage',
  'noRecordsText',
  'legend',
  'message',
  'confirmLabel',
  'cancelLabel',
]);

const HAS_LETTER = /\p{L}/u;

function findLiterals(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_LETTER.test(node.text))
      found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init.text
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
          ? init.expression.text
          : null;
      if (literal && HAS_LETTER.test(literal))
        found.push(`${where(node)} ${node.name.getText()}="${literal}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The app's components: test files and the tests' support modules (src/test) show no user anything. */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === TEST_SUPPORT ? [] : tsxFiles(path);
    return name.endsWith('.tsx') && !name.includes('.test.') ? [path] : [];
  });
}

const TEST_SUPPORT = join(import.meta.dirname, '..', 'test');

describe('no visible text literal in JSX', () => {
  const root = join(import.meta.dirname, '..');

  it('finds the literals it is meant to find', () => {
    const sample = `const a = <div title="Tytuł" aria-label={'Zamknij'}>Witaj {name}<b>5</b></div>;`;
    expect(findLiterals('sample.tsx', sample)).toEqual([
      'sample.tsx:1 title="Tytuł"',
      'sample.tsx:1 aria-label="Zamknij"',
      'sample.tsx:1 text "Witaj"',
    ]);
  });

  it('holds for every component of the app', () => {
    const files = tsxFiles(root);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((f) => findLiterals(relative(root, f), readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });
});
