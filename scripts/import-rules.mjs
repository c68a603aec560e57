/**
 * The import rules of the codebase (issue 15, DESIGN §1 areas), checked by tests over the import
 * graph: Biome's `noRestrictedImports` matches import strings, not the folder a relative import
 * lands in, so it cannot tell `../api/x.ts` (same feature) from `../contractors/x.ts` (another one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a source file imports or re-exports, static and dynamic. */
export function specifiersOf(source) {
  const out = [];
  for (const m of source.matchAll(SPECIFIER)) out.push(m[1] ?? m[2]);
  return out;
}

/**
 * Identifiers a file imports by name from each specifier (`import { a, b as c } from`): the
 * exported `name` and the `local` one it is used as.
 */
export function namedImportsOf(source) {
  const out = [];
  for (const m of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    for (const part of m[1].split(',')) {
      const [, name, local] =
        part
          .trim()
          .replace(/^type\s+/, '')
          .match(/(?:(\w+)\s+as\s+)?(\w+)$/) ?? [];
      if (local) out.push({ name: name ?? local, local, from: m[2] });
    }
  }
  return out;
}

/** `db.insert(x)`, `.update(x)`, `.delete(x)`: the tables a file writes, by local name. */
export function writtenTablesOf(source) {
  return [...new Set([...source.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*[,)]/g)].map((m) => m[1]))];
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * The relative imports of every source file under `root`, as root-relative POSIX paths
 * (`features/users/UserForm.tsx` → `lib/paths.ts`); package imports are left out.
 */
export function importGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const from = relative(root, file).split(sep).join('/');
    const source = readFileSync(file, 'utf8');
    graph.set(from, {
      source,
      targets: specifiersOf(source)
        .filter((s) => s.startsWith('.'))
        .map((s) => resolve(from, s)),
    });
  }
  return graph;
}

/** A relative specifier as a root-relative path. */
export function resolve(from, specifier) {
  return posix.normalize(posix.join(posix.dirname(from), specifier));
}

/** Every import of the graph as a `[from, to]` edge. */
export function importEdges(graph) {
  return [...graph].flatMap(([from, { targets }]) => targets.map((to) => [from, to]));
}

/**
 * The edges a rule forbids, minus its allowlist (`"from -> to"` → reason). An allowlisted edge
 * that no longer exists is reported too, so the list only ever shrinks to what is still true.
 */
export function violations(edges, rules) {
  const out = [];
  for (const rule of rules) {
    const allow = rule.allow ?? {};
    const seen = new Set();
    for (const [from, to] of edges) {
      if (!rule.forbids(from, to)) continue;
      const edge = `${from} -> ${to}`;
      if (edge in allow) seen.add(edge);
      else out.push(`${rule.name}: ${edge}`);
    }
    for (const edge of Object.keys(allow))
      if (!seen.has(edge)) out.push(`${rule.name}: stale allowlist entry ${edge}`);
  }
  return out;
}

/** The first folder under `folder/` a path sits in (`features/users/x.ts`, `features` → `users`). */
export function areaOf(path, folder) {
  const parts = path.split('/');
  return parts[0] === folder && parts.length > 2 ? parts[1] : null;
}
