import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { lucideIconImports } from './vite/lucide-icon-imports';
import { preactTestAlias } from './vite/preact-alias';

/** Packages that import React (each renders through Preact's compatibility layer). */
const REACT_LIBRARIES =
  /[\\/]node_modules[\\/](@radix-ui|@tanstack[\\/]react-query|react-router|lucide-react|@testing-library[\\/]react|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|@floating-ui[\\/]react-dom|@fullcalendar[\\/]react)[\\/]/;

export default defineProject({
  plugins: [react(), lucideIconImports()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactTestAlias],
    // ES builds of the libraries (a CommonJS build would require React itself).
    conditions: ['module'],
    mainFields: ['module', 'main'],
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}', 'build-budget/**/*.test.ts', 'vite/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // The libraries that import React go through the aliases too: every component renders on
    // Preact, as in the build.
    server: { deps: { inline: [REACT_LIBRARIES] } },
  },
});
