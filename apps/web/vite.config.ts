import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeParts } from './build/locale-parts.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), localeParts(), precompress()],
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // bench:web names the chunks each screen loads from it.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
