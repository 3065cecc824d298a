// Vitest global setup shared by every project that uses @loyalty/db/testing: prepares the databases tests clone.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { prepareTestTemplates, templatesContextKey, testServerFromEnv, type PreparedTemplates } from './testing.ts';

/** Path of this file, for `globalSetup` in other workspaces' vitest configs. */
export const testingGlobalSetupPath = fileURLToPath(import.meta.url);

interface SharedTemplates {
  prepared: Promise<PreparedTemplates>;
  users: number;
}

// Several projects (db, api) register this setup in one vitest process: they share one preparation, and the last
// teardown removes it.
const sharedKey = Symbol.for('@loyalty/db/testing-templates');
type GlobalWithTemplates = typeof globalThis & { [sharedKey]?: SharedTemplates };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const holder = globalThis as GlobalWithTemplates;
  let shared = holder[sharedKey];
  if (!shared) {
    const server = testServerFromEnv();
    const prepared = (async () =>
      prepareTestTemplates({ server, dumpDir: await mkdtemp(path.join(os.tmpdir(), 'loyalty-db-test-')) }))();
    shared = { prepared, users: 0 };
    holder[sharedKey] = shared;
  }
  shared.users += 1;
  const { templates } = await shared.prepared;
  project.provide(templatesContextKey, templates);

  const current = shared;
  return async () => {
    current.users -= 1;
    if (current.users > 0) return;
    if (holder[sharedKey] === current) delete holder[sharedKey];
    await (await current.prepared).dispose();
  };
}
