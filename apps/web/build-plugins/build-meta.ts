// Writes dist/build-meta.json {version, builtAt}: the API answers get-version from it and the client polls it hourly.
import type { Plugin } from 'vite';
import type { BuildMeta } from '@loyalty/contracts/platform';

export function buildMetaPlugin(meta: BuildMeta): Plugin {
  return {
    name: 'loyalty-build-meta',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-meta.json', source: `${JSON.stringify(meta, null, 2)}\n` });
    },
  };
}
