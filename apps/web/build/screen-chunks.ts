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

/**
 * Every module that the chunks holding a module `test` picks load with them beyond the entry
 * (their static imports, transitively), read off automatic splitting.
 */
export function modulesLoadedWith(chunks: readonly ChunkFacts[], test: (id: string) => boolean): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const booted = closure(
    byFile,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const start = chunks.filter((c) => Object.keys(c.modules).some(test)).map((c) => c.fileName);
  return new Set(
    [...closure(byFile, start)]
      .filter((f) => !booted.has(f))
      .flatMap((f) =>
        Object.entries(byFile.get(f)?.modules ?? {})
          .filter(([, m]) => m.renderedLength > 0)
          .map(([id]) => id),
      ),
  );
}

/** A screen whose chunks are grouped: the group's name and the source modules of its route chunks. */
export type ScreenGroup = { name: string; modules: readonly string[] };

/**
 * How the sign-in zone's code is told apart: `routes` picks what every route or the sign-in
 * loads lazily (the query client's provider, React Query), `pages` the zone's other screens
 * (registration, password reset, invitation).
 */
export type SignInZone = { routes: (id: string) => boolean; pages: (id: string) => boolean };

/**
 * The chunk groups, in the order they claim modules (a module goes to the first group whose set
 * holds it): the entry's static imports (`boot`); what only one screen uses (one group per
 * screen); what the sign-in screen shares with others (`<name>-shared`, first, so that the
 * sign-in screen's files do not depend on a signed-in screen's); then the rest of what the
 * signed-in screens load, grouped by who else needs each module: which of these screens, all of
 * them being `signed-in`, and whether the sign-in zone's other pages do too (`-sign-in-zone`).
 * A screen thus never loads a group for a module that one of its groups' other users needs and
 * it does not (registration does not download a dashboard's shell for one component). What
 * `zone.routes` loads is a group of its own (`queries`) before those: every route loads all of
 * it, and the login after its first paint nearly all.
 */
export function chunkGroups(
  chunks: readonly ChunkFacts[],
  signIn: ScreenGroup,
  signedIn: readonly ScreenGroup[],
  zone: SignInZone,
): { name: string; modules: Set<string> }[] {
  const first = { name: signIn.name, ...screenModules(chunks, signIn.modules) };
  const apart = modulesLoadedWith(chunks, zone.routes);
  const pages = modulesLoadedWith(chunks, zone.pages);
  const found = signedIn.map((s) => {
    const { own, shared } = screenModules(chunks, s.modules);
    return { name: s.name, own, needed: new Set([...own, ...shared].filter((id) => !apart.has(id))) };
  });
  // A module the entry loads lazily for every route is no other chunk's import, so each screen
  // alone would count it as its own: one that several of these screens need is theirs together.
  const rest = found.map((s) => ({
    ...s,
    own: new Set(
      [...s.own].filter((id) => s.needed.has(id) && found.every((o) => o === s || !o.needed.has(id))),
    ),
  }));
  const byUsers = new Map<string, Set<string>>();
  for (const id of new Set(rest.flatMap((screen) => [...screen.needed]))) {
    const users = rest.filter((screen) => screen.needed.has(id));
    const name = `${users.length === rest.length ? 'signed-in' : users.map((u) => u.name).join('+')}${pages.has(id) ? '-sign-in-zone' : '-shared'}`;
    byUsers.set(name, (byUsers.get(name) ?? new Set()).add(id));
  }
  return [
    { name: 'boot', modules: first.boot },
    ...[first, ...rest].map((s) => ({ name: s.name, modules: s.own })),
    { name: `${first.name}-shared`, modules: first.shared },
    { name: 'queries', modules: apart },
    ...[...byUsers].map(([name, modules]) => ({ name, modules })),
  ];
}

/** Set while the measuring build runs, so its own config asks for automatic splitting. */
const MEASURING = 'PORTAL_SCREEN_CHUNKS_MEASURING';

/**
 * Code splitting that gives the sign-in screen two chunks beyond the entry instead of the ~40
 * small ones automatic splitting cuts for it (each Mantine component used by a different set of
 * screens is a chunk of its own), and each dashboard — where a signed-in visitor lands — a few
 * instead of ~50 (`chunkGroups`). Compressed together the files are smaller than each compressed
 * alone, and a cold start asks for a few files, not fifty: over HTTP/1.1 a browser opens six
 * connections to a host, so fifty files are eight or nine round trips one after another on a
 * phone's network (bench:web, README Performance). Which modules those are is read off a first,
 * unwritten build with automatic splitting: the module graph alone cannot tell, since a barrel
 * such as `@mantine/core` imports every component and only tree-shaking knows which ones a screen
 * uses.
 */
export async function screenChunkGroups(
  configFile: string,
  signIn: ScreenGroup,
  signedIn: readonly ScreenGroup[],
  zone: SignInZone,
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
  return {
    // Only the modules read off the first build: their dependencies stay where automatic
    // splitting puts them (mostly the entry), or the group would pull in React and Mantine.
    includeDependenciesRecursively: false,
    groups: chunkGroups(chunks, signIn, signedIn, zone).map(({ name, modules }) => ({
      name,
      test: (id: string) => modules.has(id),
    })),
  };
}
