import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTION_PARTS } from '@nuvem/devtools/build';

/**
 * There is no Docker engine where the tests run, so the image is not built here: instead its commands are held to
 * the scripts that are run and tested. The build stage runs `npm run build` (tools/build.mjs), the runtime stage
 * installs the production dependencies only and starts what `npm run serve` starts (tools/serve.mjs, which
 * tests/production/productionStart.e2e.test.ts starts), as a user other than root, with every file that start
 * needs.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** The Dockerfile's stages by name, each as its instructions (continuation lines joined, comments dropped). */
function stages(): Record<string, string[]> {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const byName: Record<string, string[]> = {};
  let current: string[] = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+\s+AS\s+(\S+)$/i.exec(line);
    if (from) byName[from[1]!] = current = [];
    else current.push(line);
  }
  return byName;
}

const { build = [], runtime = [] } = stages();
const runs = (stage: string[]) => stage.filter((line) => line.startsWith('RUN ')).join(' && ');

test('the build stage installs everything and runs npm run build, the production build', () => {
  expect(scripts['build']).toBe('node tools/build.mjs');
  expect(runs(build)).toMatch(/\bnpm ci\b/);
  expect(runs(build)).toMatch(/\bnpm run build\b/);
});

test('the runtime stage installs only the production dependencies of the API and the web server', () => {
  expect(runs(runtime)).toMatch(/\bnpm ci --omit=dev --workspace apps\/api --workspace apps\/web\b/);
  for (const workspace of ['apps/api', 'apps/web', 'libs/api-contract'])
    expect(runtime).toContain(`COPY --from=build /app/${workspace}/package.json ${workspace}/`);
});

test('it starts as npm run serve starts, what npm start runs after its build', () => {
  const cmd = runtime.find((line) => line.startsWith('CMD '))!;
  expect(JSON.parse(cmd.slice(4)).join(' ')).toBe(scripts['serve']);
  expect(scripts['serve']).toBe('node tools/serve.mjs');
  expect(scripts['start']).toBe('node tools/start.mjs');
  expect(read('tools/start.mjs')).toMatch(/await import\('\.\/serve\.mjs'\)/);
});

test('it holds every build the start serves and every module tools/serve.mjs imports', () => {
  for (const { output } of Object.values(PRODUCTION_PARTS))
    expect(runtime).toContain(`COPY --from=build /app/${output} ${output}`);
  const copiedTools = runtime.find((line) => line.includes('/app/tools/'))!;
  const imported = new Set<string>();
  const follow = (file: string) => {
    imported.add(file);
    for (const [, local] of read(`tools/${file}`).matchAll(/from '\.\/([^']+)'/g))
      if (!imported.has(local!)) follow(local!);
  };
  follow('serve.mjs');
  for (const file of imported) expect(copiedTools).toContain(`/app/tools/${file}`);
});

test('it runs as the unprivileged node user, HOST open to the container network', () => {
  const users = runtime.filter((line) => line.startsWith('USER '));
  expect(users).toEqual(['USER node']);
  expect(runtime.indexOf('USER node')).toBeLessThan(runtime.findIndex((line) => line.startsWith('CMD ')));
  expect(runtime.some((line) => /^ENV .*\bHOST=0\.0\.0\.0\b/.test(line))).toBe(true);
});

test('.dockerignore leaves out what this machine installed or built, its data and its history', () => {
  const ignored = read('.dockerignore').split('\n');
  for (const entry of ['.git', '**/node_modules', '**/dist', '.data']) expect(ignored).toContain(entry);
});
