import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeParts } from './build/locale-parts.ts';
import { precompress } from './build/precompress.ts';
import { screenChunkGroups } from './build/screen-chunks.ts';
import {
  CMS_DASHBOARD_MODULES,
  PARTNER_DASHBOARD_MODULES,
  SIGN_IN_MODULES,
  SIGN_IN_ZONE,
  screenPreload,
} from './build/screen-preload.ts';
import { shellScrollClasses } from './build/shell-scroll-classes.ts';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * react-router's package exports name only its development build (remix-run/react-router#14102),
 * whose warnings and checks (a regular expression tested per route path on every match) would
 * run on every phone; the production bundle takes the production build it ships beside it.
 */
const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(async ({ command }) => ({
  plugins: [react(), shellScrollClasses(), localeParts(), screenPreload(), precompress()],
  base: './',
  // Configured zod wherever a module imports it (src/lib/zod-setup.ts).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-setup.ts', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // bench:web names the chunks each screen loads from it.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting:
          command === 'build'
            ? await screenChunkGroups(
                fileURLToPath(import.meta.url),
                { name: 'login-screen', modules: SIGN_IN_MODULES },
                [
                  { name: 'partner-dashboard', modules: PARTNER_DASHBOARD_MODULES },
                  { name: 'cms-dashboard', modules: CMS_DASHBOARD_MODULES },
                ],
                SIGN_IN_ZONE,
              )
            : true,
      },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
}));
