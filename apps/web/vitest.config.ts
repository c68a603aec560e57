import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeParts } from './build/locale-parts.ts';

export default defineConfig({
  plugins: [react(), localeParts()],
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
