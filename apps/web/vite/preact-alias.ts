import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

const require = createRequire(import.meta.url);
/** Preact 11 of this package (FullCalendar keeps its own Preact 10 beside it). */
const preactDir = dirname(require.resolve('preact/package.json'));

/**
 * React's entry points, answered by Preact's compatibility layer (docs/decisions/023-preact.md):
 * the same components and libraries, about 59 kB gzip less on every page.
 */
export const preactAlias: Alias[] = [
  { find: /^react$/, replacement: join(preactDir, 'compat/dist/compat.mjs') },
  { find: /^react-dom$/, replacement: join(preactDir, 'compat/dist/compat.mjs') },
  { find: /^react-dom\/client$/, replacement: join(preactDir, 'compat/client.mjs') },
  { find: /^react\/jsx-runtime$/, replacement: join(preactDir, 'compat/jsx-runtime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: join(preactDir, 'compat/jsx-dev-runtime.mjs') },
];

/**
 * The component tests' extra aliases: Testing Library's ES build (its CommonJS build would load
 * React itself), with Preact's `act`.
 */
export const preactTestAlias: Alias[] = [
  ...preactAlias,
  {
    find: /^@testing-library\/react$/,
    replacement: join(
      dirname(require.resolve('@testing-library/react/package.json')),
      'dist/@testing-library/react.esm.js',
    ),
  },
  { find: /^react-dom\/test-utils$/, replacement: join(preactDir, 'test-utils/dist/testUtils.mjs') },
];
