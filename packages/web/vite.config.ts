import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// The client is plain TSX compiled by Vite's built-in transform (classic React.createElement, see tsconfig).
// `@arbiter/rules` and the engine's view patches are read from their sources; the rest of `@arbiter/engine`
// is used for types only.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [
      { find: /^@arbiter\/rules$/, replacement: fileURLToPath(new URL('../rules/src/index.ts', import.meta.url)) },
      {
        find: /^@arbiter\/engine\/view-patch$/,
        replacement: fileURLToPath(new URL('../engine/src/view/patch.ts', import.meta.url)),
      },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022', chunkSizeWarningLimit: 1200 },
  logLevel: 'warn',
});
