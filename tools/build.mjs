// `npm run build`: the production build of every part `npm run serve` starts, each built only when it is missing
// or its sources changed since it was built. A part's inputs are its folder, the folders of the workspace
// packages it depends on (transitively), the lockfile, the shared TypeScript settings and the VITE_* settings a
// build reads; their hash is kept in the output folder (.build-inputs) once the build has succeeded. `npm start`
// and the end-to-end suites' setup run the same function, so what they start is what this builds.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prefixLines } from './prefixLines.mjs';

const root = join(import.meta.dirname, '..');

/** What `npm run serve` runs, and where each part's build lands. */
export const PRODUCTION_PARTS = {
  api: { workspace: 'apps/api', output: 'apps/api/dist' },
  web: { workspace: 'apps/web', output: 'apps/web/dist' },
  portal: { workspace: 'apps/portal', output: 'apps/portal/dist' },
  analytics: { workspace: 'apps/analytics', output: 'apps/analytics/dist' },
  storybook: { workspace: 'apps/storybook', output: 'apps/storybook/dist' },
};

const STAMP = '.build-inputs';
/** Folders that are outputs, caches or installs, never a build's input. */
const NOT_INPUTS = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'coverage',
  '.nx',
  '__screenshots__',
]);
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** The workspace folders a package depends on, itself first, by its package.json (transitively). */
function workspaceFolders(workspace, folders = new Set()) {
  if (folders.has(workspace)) return folders;
  folders.add(workspace);
  const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  for (const name of names.filter((dependency) => dependency.startsWith('@nuvem/')))
    workspaceFolders(realFolderOf(name), folders);
  return folders;
}

/** A workspace package's folder, relative to the repository, from the workspaces' package.json files. */
function realFolderOf(name) {
  workspaceByName ??= new Map(
    ['apps', 'libs']
      .flatMap((parent) => readdirSync(join(root, parent)).map((folder) => `${parent}/${folder}`))
      .concat(['tests', 'tools'])
      .map((folder) => [JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).name, folder]),
  );
  const folder = workspaceByName.get(name);
  if (!folder) throw new Error(`no workspace is named ${name}`);
  return folder;
}
let workspaceByName;

function* inputFiles(folder) {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory() && !NOT_INPUTS.has(entry.name)) yield* inputFiles(path);
    else if (entry.isFile() && !isTest(entry.name)) yield path;
  }
}

/** The hash of everything a part's build reads. */
export function inputsHash(part) {
  const hash = createHash('sha256');
  const folders = [...workspaceFolders(PRODUCTION_PARTS[part].workspace)].sort();
  const files = [
    ...folders.flatMap((folder) => [...inputFiles(folder)]),
    'package-lock.json',
    'tsconfig.base.json',
  ];
  for (const file of files.sort())
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  const settings = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
  hash.update(JSON.stringify(settings.sort()));
  return hash.digest('hex');
}

function builtHash(part) {
  try {
    return readFileSync(join(root, PRODUCTION_PARTS[part].output, STAMP), 'utf8').trim();
  } catch {
    return undefined;
  }
}

function runBuild(part) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--workspace', PRODUCTION_PARTS[part].workspace], {
      cwd: root,
      // What a user gets: React's production build (a test runner sets NODE_ENV=test).
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) prefixLines(stream, `[build ${part}] `);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the ${part} build exited with ${code}`)),
    );
  });
}

/**
 * Builds each part that is missing or stale, one after another (they share the machine's cores), and says which
 * were reused. Resolves once all are built; rejects with the first failure.
 */
export async function buildProduction(parts = Object.keys(PRODUCTION_PARTS)) {
  for (const part of parts) {
    const started = Date.now();
    const hash = inputsHash(part);
    if (builtHash(part) === hash) {
      console.log(`[build ${part}] up to date (${PRODUCTION_PARTS[part].output})`);
      continue;
    }
    await runBuild(part);
    writeFileSync(join(root, PRODUCTION_PARTS[part].output, STAMP), `${hash}\n`);
    console.log(`[build ${part}] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] === import.meta.filename) {
  try {
    await buildProduction(process.argv.slice(2).length ? process.argv.slice(2) : undefined);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
