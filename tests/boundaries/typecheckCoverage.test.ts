import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * CI type-checks the browser-side projects and the suites in one program (tsconfig.typecheck-web.json) and the
 * rest by their own typecheck target (tools/test.mjs): a project added to neither would go unchecked in CI.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

test('every project with a typecheck is type-checked by CI, one way or the other', () => {
  const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
  const projects = workspaces
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -1)}${name}`)
        : [pattern],
    )
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')));
  expect(projects).toContain('libs/ui');
  const webIncludes = (JSON.parse(read('tsconfig.typecheck-web.json')) as { include: string[] }).include;
  const lanes = read('tools/test.mjs');
  const alone = /--projects=([\w,-]+)/.exec(lanes)?.[1]?.split(',') ?? [];
  const unchecked = projects.filter((dir) => {
    const manifest = JSON.parse(read(`${dir}/package.json`)) as {
      scripts?: { typecheck?: string };
      nx?: { name?: string };
    };
    if (!manifest.scripts?.typecheck) return false;
    const inWeb = webIncludes.some((include) => include.startsWith(`${dir}/`));
    return !inWeb && !alone.includes(manifest.nx?.name ?? '');
  });
  expect(unchecked).toEqual([]);
});
