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

/**
 * One cycle through each strongly connected part of the graph (Tarjan), written as the nodes
 * walked with the first one again at the end (`a -> b -> a`); none when the graph is acyclic.
 * Each cycle starts at its part's first node in sort order, and the cycles are sorted, so a
 * failing check prints the same text on every run.
 */
export function cyclesOf(edges) {
  const next = new Map();
  for (const [from, to] of edges) {
    if (!next.has(from)) next.set(from, new Set());
    next.get(from).add(to);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const parts = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const part = new Set();
    let top;
    do {
      top = stack.pop();
      onStack.delete(top);
      part.add(top);
    } while (top !== node);
    if (part.size > 1 || next.get(node)?.has(node)) parts.push(part);
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return parts.map((part) => cycleWithin(part, next)).sort((a, b) => a.join().localeCompare(b.join()));
}

/** The shortest way from a part's first node back to itself, by breadth-first search inside the part. */
function cycleWithin(part, next) {
  const start = [...part].sort()[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const to of [...(next.get(node) ?? [])].sort()) {
      if (!part.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}
