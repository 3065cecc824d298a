// The PWA runs its React code on Preact's compatibility layer (docs/decisions/0028): React DOM alone took 57 of the
// first screen's 100 kB gzip, Preact with compat about 10. Types stay React's (@types/react); only the runtime modules
// are swapped, in the build and in the unit tests alike, so the tests exercise what ships.
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

export const reactOnPreactAliases: Alias[] = [
  // preact/compat, with what it lacks that a library imports by name (src/react-on-preact.ts).
  { find: /^react$/, replacement: fileURLToPath(new URL('../src/react-on-preact.ts', import.meta.url)) },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
