// Which test files share a worker's modules and which get their own.
//
// Vitest's default gives every file a fresh module registry (and, for jsdom, a fresh window). That costs more than the
// tests: on two cores the web project spent 65 % of its time creating environments, and the API project re-imported
// Fastify and every module for each of its files. So each project runs its files without isolation, and only the files
// that need their own registry run isolated, in a sibling project named `<name>-isolated`:
//   - a file that replaces a module (`vi.mock`, `vi.doMock`): a module already imported by an earlier file would keep
//     the real one;
//   - a file that says so with the line `// test-isolation: own modules` and why (state kept in a module or on
//     `window` from the moment it is imported, such as a store read once from storage, or listeners added at import).
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

export const ownModulesMarker = '// test-isolation: own modules';
const replacesModules = /\bvi\.(do)?[mM]ock\(/;

/** The files of `include` (globs inside `root`) that need a module registry of their own. */
export function filesNeedingOwnModules(root: string, include: string[]): string[] {
  return include
    .flatMap((pattern) => globSync(pattern, { cwd: root, exclude: (name) => name === 'node_modules' }))
    .filter((file) => {
      const source = readFileSync(join(root, file), 'utf8');
      return replacesModules.test(source) || source.includes(ownModulesMarker);
    })
    .sort();
}

/**
 * One project as two: `name` runs its files in shared workers without isolation, `name-isolated` the files that need
 * their own modules (none: only the first). Run both with `--project 'name*'`.
 */
export function withIsolatedSibling(project: TestProjectInlineConfiguration): TestProjectInlineConfiguration[] {
  const test = project.test ?? {};
  const root = test.root;
  const include = test.include ?? [];
  if (!root || !test.name) throw new Error('withIsolatedSibling needs a project with a name and a root');
  const name = typeof test.name === 'string' ? test.name : test.name.label;
  const isolatedFiles = filesNeedingOwnModules(root, include);
  const shared = {
    ...project,
    test: { ...test, isolate: false, exclude: [...(test.exclude ?? configDefaults.exclude), ...isolatedFiles] },
  };
  if (isolatedFiles.length === 0) return [shared];
  return [shared, { ...project, test: { ...test, name: `${name}-isolated`, isolate: true, include: isolatedFiles } }];
}
