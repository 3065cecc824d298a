// The shipped Nova Poshta directory, typed: the data is local-directory-data.json, written by
// generate-local-directory.ts (from the repo root: npx tsx apps/api/src/providers/novaposhta/generate-local-directory.ts;
// never edit it by hand). The import puts the JSON inside the server bundle, so dist needs no file beside it.
import data from './local-directory-data.json' with { type: 'json' };
import type { DirectorySnapshot } from './directory.ts';

export const localDirectoryData = data as DirectorySnapshot;
