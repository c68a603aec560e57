import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * A screen opened cold whose lazy chunks the page requests with the entry instead of after it
 * has run: `hash` (a regular expression on `location.hash`), whether only a signed-in visitor
 * lands there, the source modules of its route chunks and which strings the boot waits for.
 */
type PreloadedScreen = { hash: string; signedIn: boolean; modules: string[]; strings: 'sign-in' | 'all' };

const ZONE = [
  'src/app/zone-routes.tsx',
  'src/app/with-queries.tsx',
  'src/lib/query.ts',
  'src/lib/current-user.ts',
];

/** The sign-in screen's route chunks (the build also gives them chunks of their own, screen-chunks.ts). */
export const SIGN_IN_MODULES = ['src/app/shells/AuthShell.tsx', 'src/features/auth/LoginPage.tsx'];

/** The sign-in zone's lazily loaded code, kept apart from the signed-in chunk groups (screen-chunks.ts). */
export const SIGN_IN_ZONE = {
  routes: (id: string) =>
    /\/src\/(app\/with-queries\.tsx|lib\/query\.ts|lib\/current-user\.ts)$/.test(id.replaceAll('\\', '/')),
  pages: (id: string) => /\/src\/features\/auth\/[^/]+Page\.tsx$/.test(id.replaceAll('\\', '/')),
};

/** The dashboards' route chunks: where a signed-in visitor lands (chunks of their own too). */
export const PARTNER_DASHBOARD_MODULES = [
  ...ZONE,
  'src/app/shells/PartnerShell.tsx',
  'src/features/dashboard/PartnerDashboardPage.tsx',
];
export const CMS_DASHBOARD_MODULES = [
  ...ZONE,
  'src/app/shells/CmsShell.tsx',
  'src/features/dashboard/CmsDashboardPage.tsx',
];

const SCREENS: PreloadedScreen[] = [
  {
    hash: '^#/auth(/login)?/?(\\?.*)?$',
    signedIn: false,
    modules: SIGN_IN_MODULES,
    strings: 'sign-in',
  },
  {
    hash: '^(#/?)?(\\?.*)?$',
    signedIn: true,
    modules: PARTNER_DASHBOARD_MODULES,
    strings: 'all',
  },
  {
    hash: '^#/cms/?(\\?.*)?$',
    signedIn: true,
    modules: CMS_DASHBOARD_MODULES,
    strings: 'all',
  },
];

const STRINGS = {
  'sign-in': (lang: string) => [`src/locales/${lang}.json?part=sign-in`],
  all: (lang: string) => [`src/locales/${lang}.json?part=sign-in`, `src/locales/${lang}.json?part=rest`],
};

/**
 * `screen-preload.js`, inline in the page: a script of its own was one more round trip before
 * the chunks were asked for. The server allows it by its hash (core/http/web.ts).
 */
const PRELOAD_SCRIPT = transformSync(readFileSync(new URL('./screen-preload.js', import.meta.url), 'utf8'), {
  minify: true,
  target: 'es2020',
}).code.trim();

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Writes into index.html, for `screen-preload.js`, the chunks (with their static imports
 * and CSS) of the screens above. A cold start then fetches the screen's chunks in the same wave
 * as the entry, not once the entry has downloaded and run: one round of requests fewer before
 * the first paint. The list is chosen at run time by the URL, so a screen never fetches
 * another's chunks.
 */
export function screenPreload(): Plugin {
  return {
    name: 'portal:screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: OutputChunk[]) => {
          const seen = new Set<string>();
          const visit = (chunk: OutputChunk) => {
            if (seen.has(chunk.fileName)) return;
            seen.add(chunk.fileName);
            for (const css of (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
              ?.importedCss ?? [])
              seen.add(css);
            for (const file of chunk.imports) {
              const next = byFile.get(file);
              if (next) visit(next);
            }
          };
          for (const chunk of start) visit(chunk);
          return seen;
        };
        const entry = closure(chunks.filter((c) => c.isEntry));
        const chunkOf = (module: string) => {
          const found = chunks.find((c) =>
            c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)),
          );
          if (!found) throw new Error(`screen-preload: no chunk for ${module}`);
          return found;
        };
        const files = (modules: string[]) =>
          [...closure(modules.map(chunkOf))].filter((f) => !entry.has(f)).map((f) => `./${f}`);
        const screens = SCREENS.map((s) => ({
          hash: s.hash,
          signedIn: s.signedIn,
          files: files(s.modules),
          strings: Object.fromEntries(['pl', 'en'].map((lang) => [lang, files(STRINGS[s.strings](lang))])),
        }));
        // Before the entry script and the stylesheet: a script placed after a stylesheet waits
        // for it to load, and these requests would leave one stylesheet's download later.
        const entryScript = html.indexOf('<script type="module"');
        if (entryScript < 0) throw new Error('screen-preload: no entry script in index.html');
        const tags = [
          `<meta name="screen-preload" content="${escapeAttribute(JSON.stringify(screens))}">`,
          `<script>${PRELOAD_SCRIPT}</script>`,
        ].join('\n    ');
        return `${html.slice(0, entryScript)}${tags}\n    ${html.slice(entryScript)}`;
      },
    },
  };
}
