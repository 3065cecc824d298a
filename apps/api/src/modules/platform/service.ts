// The build's version: the web build's build-meta.json when a web app is served, else the repository version + "-dev".
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildMetaSchema } from '@loyalty/contracts/platform';
import { repoRoot } from '@loyalty/db/paths';

declare module 'fastify' {
  interface FastifyInstance {
    /** Read once at start: a new build is deployed by restarting the process. */
    buildVersion: string;
  }
}

export interface BuildVersion {
  version: string;
  source: 'build-meta' | 'package-json';
}

export async function readBuildVersion(webDistDir: string): Promise<BuildVersion> {
  const buildMeta = await readFile(path.join(webDistDir, 'build-meta.json'), 'utf8').catch(() => undefined);
  if (buildMeta !== undefined) {
    const parsed = buildMetaSchema.safeParse(safeJson(buildMeta));
    if (parsed.success) return { version: parsed.data.version, source: 'build-meta' };
  }
  const packageJson = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as { version?: string };
  return { version: `${packageJson.version ?? '0.0.0'}-dev`, source: 'package-json' };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
