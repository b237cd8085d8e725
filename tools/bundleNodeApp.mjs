import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * A Node app (the API, the web server) as plain JavaScript that `node` runs, without tsx: its entry points
 * bundled from TypeScript into `<app>/dist`, with the workspace's own libraries (their sources are TypeScript)
 * inside and every package the app lists in its dependencies left outside, loaded from node_modules as a
 * production install (`npm ci --omit=dev`) has them. `copy` names files the app reads at run time, each copied
 * from `src` to the same place beside the bundle.
 *
 * @param {{ appDir: string, entryPoints: Record<string, string>, copy?: Array<{ from: string, to: string }> }} options
 */
export async function bundleNodeApp({ appDir, entryPoints, copy = [] }) {
  const { dependencies = {} } = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies)
    .filter((name) => !name.startsWith('@nuvem/'))
    .flatMap((name) => [name, `${name}/*`]);
  const outdir = join(appDir, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: appDir,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'warning',
    metafile: true,
  });
  // A package the app imports without listing it would be bundled from node_modules here, or be missing from a
  // production install: either way the app must list it.
  const unlisted = Object.keys(metafile.inputs).filter((input) => input.includes('node_modules/'));
  if (unlisted.length) throw new Error(`${appDir} imports packages it does not list: ${unlisted.join(', ')}`);
  for (const { from, to } of copy) cpSync(join(appDir, from), join(outdir, to), { recursive: true });
}
