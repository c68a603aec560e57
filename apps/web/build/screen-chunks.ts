import type { CodeSplittingOptions, OutputChunk, RolldownOutput } from 'rolldown';
import { build } from 'vite';

/** What the grouping reads of a chunk that automatic splitting made. */
export type ChunkFacts = Pick<OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'dynamicImports'> & {
  modules: Record<string, { renderedLength: number }>;
};

const endsWith = (id: string, module: string) => id.replaceAll('\\', '/').endsWith(module);

function closure(byFile: Map<string, ChunkFacts>, start: Iterable<string>, within?: Set<string>) {
  const seen = new Set<string>();
  const stack = [...start];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file) || (within && !within.has(file))) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * The modules a lazily loaded screen needs beyond the entry, read off a build with automatic
 * splitting (which has already dropped what nothing uses): `own` only that screen uses, `shared`
 * other chunks import too (with everything they import in turn).
 */
export function screenModules(chunks: readonly ChunkFacts[], screen: readonly string[]) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const booted = closure(
    byFile,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const roots = screen.map((module) => {
    const found = chunks.find((c) => Object.keys(c.modules).some((id) => endsWith(id, module)));
    if (!found) throw new Error(`screen-chunks: no chunk holds ${module}`);
    return found.fileName;
  });
  const needed = new Set([...closure(byFile, roots)].filter((f) => !booted.has(f)));
  const usedElsewhere = chunks
    .filter((c) => !needed.has(c.fileName) && !booted.has(c.fileName))
    .flatMap((c) => [...c.imports, ...c.dynamicImports])
    .filter((f) => needed.has(f));
  const shared = closure(byFile, usedElsewhere, needed);
  const modulesOf = (files: Iterable<string>) =>
    new Set(
      [...files].flatMap((f) =>
        Object.entries(byFile.get(f)?.modules ?? {})
          .filter(([, m]) => m.renderedLength > 0)
          .map(([id]) => id),
      ),
    );
  const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  return {
    boot: modulesOf([...booted].filter((f) => !entries.has(f))),
    own: modulesOf([...needed].filter((f) => !shared.has(f))),
    shared: modulesOf(shared),
  };
}

/** Set while the measuring build runs, so its own config asks for automatic splitting. */
const MEASURING = 'PORTAL_SCREEN_CHUNKS_MEASURING';

/**
 * Code splitting that gives the sign-in screen two chunks beyond the entry instead of the ~40
 * small ones automatic splitting cuts for it (each Mantine component used by a different set of
 * screens is a chunk of its own): `<name>` holds what only that screen uses, `<name>-shared`
 * what other screens import too. Compressed together the files are ~8 KB smaller than each
 * compressed alone (bench:web, README Performance) and a cold start asks for a few files, not
 * forty. Which modules those are is read off a first, unwritten build with automatic splitting:
 * the module graph alone cannot tell, since a barrel such as `@mantine/core` imports every
 * component and only tree-shaking knows which ones a screen uses.
 */
export async function screenChunkGroups(
  configFile: string,
  name: string,
  screen: readonly string[],
): Promise<CodeSplittingOptions | true> {
  if (process.env[MEASURING]) return true;
  process.env[MEASURING] = '1';
  let output: RolldownOutput | RolldownOutput[];
  try {
    output = (await build({ configFile, logLevel: 'silent', build: { write: false } })) as
      | RolldownOutput
      | RolldownOutput[];
  } finally {
    delete process.env[MEASURING];
  }
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((c): c is OutputChunk => c.type === 'chunk');
  const { boot, own, shared } = screenModules(chunks, screen);
  return {
    // Only the modules read off the first build: their dependencies stay where automatic
    // splitting puts them (mostly the entry), or the group would pull in React and Mantine.
    includeDependenciesRecursively: false,
    groups: [
      { name: 'boot', test: (id) => boot.has(id) },
      { name, test: (id) => own.has(id) },
      { name: `${name}-shared`, test: (id) => shared.has(id) },
    ],
  };
}
