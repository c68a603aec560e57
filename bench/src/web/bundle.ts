import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH, type Screen } from './screens.ts';

export type Asset = {
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  source: string;
  /** Requested before the screen's `ready` element appeared: first paint waited for it. */
  critical: boolean;
};
/** `readyMs`: when the `ready` element appeared, ms after navigation; null if it never did. */
export type ScreenLoad = { screen: Screen; assets: Asset[]; readyMs: number | null };

type ManifestEntry = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
};

/** Vite's manifest names the source module of each emitted file (build.manifest in vite.config.ts). */
export function manifestSources(dist: string): Map<string, string> {
  const path = join(dist, '.vite', 'manifest.json');
  const sources = new Map<string, string>();
  if (!existsSync(path)) return sources;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestEntry>;
  for (const [key, entry] of Object.entries(manifest)) {
    const label = `${entry.src ?? key}${entry.isEntry ? ' (entry)' : entry.isDynamicEntry ? ' (lazy)' : ''}`;
    sources.set(entry.file, label);
    for (const css of entry.css ?? []) if (!sources.has(css)) sources.set(css, `css of ${entry.src ?? key}`);
  }
  return sources;
}

/**
 * Opens each screen cold in headless Chromium and records every JS and CSS file it loads;
 * sizes are the bodies gzipped at level 9 (what a compressing proxy would send).
 */
export async function measureScreens(
  baseUrl: string,
  screens: Screen[],
  tokens: Map<string, string>,
  sources: Map<string, string>,
): Promise<ScreenLoad[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
  try {
    const loads: ScreenLoad[] = [];
    for (const screen of screens) {
      const context = await browser.newContext();
      const token = screen.signInAs ? tokens.get(screen.signInAs) : undefined;
      if (token)
        await context.addInitScript((t) => (globalThis as any).localStorage.setItem('token', t), token);
      // Notes the moment the screen's `ready` element is first in the DOM. A string, not a
      // function: tsx would wrap a function's inner helpers in its own `__name` calls.
      await context.addInitScript({
        content: `new MutationObserver(() => {
          if (window.__benchReadyAt === undefined && document.querySelector(${JSON.stringify(screen.ready)}))
            window.__benchReadyAt = performance.now();
        }).observe(document, { childList: true, subtree: true });`,
      });
      const page = await context.newPage();
      const pending: Promise<Omit<Asset, 'critical'> | null>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        // A worker started from a `blob:` URL (the captcha's) runs code already downloaded in
        // its chunk: no bytes over the network, and no resource timing to place it by.
        if (!/^https?:/.test(response.url())) return;
        pending.push(
          response
            .body()
            .then((body) => {
              const file = new URL(response.url()).pathname.replace(/^\//, '');
              return {
                file,
                kind: type === 'script' ? ('js' as const) : ('css' as const),
                raw: body.length,
                gzip: gzipSync(body, { level: 9 }).length,
                source: sources.get(file) ?? '',
              };
            })
            .catch(() => null),
        );
      });
      await page.goto(`${baseUrl}/${screen.hash}`, { waitUntil: 'load' });
      // Lazy chunks load after the load event; a screen that keeps polling never goes idle, so
      // idle is waited for only so long.
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
      const timing = await page.evaluate(() => {
        const w = globalThis as any;
        return {
          readyAt: (w.__benchReadyAt as number | undefined) ?? null,
          starts: (w.performance.getEntriesByType('resource') as { name: string; startTime: number }[]).map(
            (e) => [new URL(e.name).pathname.replace(/^\//, ''), e.startTime] as const,
          ),
        };
      });
      const startOf = new Map(timing.starts);
      const assets = (await Promise.all(pending))
        .filter((a) => a !== null)
        .map((a) => ({
          ...a,
          critical: timing.readyAt === null || (startOf.get(a.file) ?? 0) <= timing.readyAt,
        }));
      loads.push({ screen, assets, readyMs: timing.readyAt });
      await context.close();
    }
    return loads;
  } finally {
    await browser.close();
  }
}
