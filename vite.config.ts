import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './tools/build/precompress.js';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@web': path.resolve('web/src'),
      '@common': path.resolve('common'),
    },
  },
  build: { outDir: path.resolve('dist/web'), emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
  // The API server to proxy to during development (`npm run dev` serves it on PORT, default 5000).
  server: { proxy: { '/api': process.env.API_URL ?? 'http://localhost:5000', '/dev': process.env.API_URL ?? 'http://localhost:5000' } },
});
