import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@server': path.resolve('server'),
  '@web': path.resolve('web/src'),
  '@common': path.resolve('common'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'tools/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          globals: true,
          testTimeout: 20_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.tsx', 'web/**/*.test.ts'],
          setupFiles: ['web/src/test/setup.ts'],
          globals: true,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
