import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const embedRoot = path.resolve(import.meta.dirname, '../../libs/embed');
export const dist = path.join(embedRoot, 'dist');

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
// A child `node` inherits nothing from the test runner but PATH and HOME: no loader, no injected globals.
const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };

/**
 * A scratch app in the temp folder with @nuvem/embed installed from libs/embed/dist (a symlink, as
 * `npm link` makes), so that the published `exports` map, not the workspace's, decides what loads.
 */
export function createConsumer() {
  const dir = mkdtempSync(path.join(tmpdir(), 'nuvem-embed-consumer-'));
  mkdirSync(path.join(dir, 'node_modules/@nuvem'), { recursive: true });
  symlinkSync(dist, path.join(dir, 'node_modules/@nuvem/embed'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  return {
    dir,
    /** Runs `code` in a fresh plain `node` from the app folder and parses the JSON it prints. */
    run(code: string, type: 'module' | 'commonjs'): unknown {
      const args = [`--input-type=${type}`, '-e', code];
      return JSON.parse(execFileSync(process.execPath, args, { cwd: dir, env, encoding: 'utf8' }));
    },
    /** Type-checks `files` (name → source) with tsc as a NodeNext app would; returns tsc's output. */
    typecheck(files: Record<string, string>): string {
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
      const compilerOptions = {
        strict: true,
        noEmit: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2022', 'dom'],
        types: [],
      };
      const config = { compilerOptions, files: Object.keys(files) };
      writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config));
      try {
        return execFileSync(process.execPath, [tsc, '-p', dir], { cwd: dir, env, encoding: 'utf8' });
      } catch (error) {
        const { stdout } = error as { stdout: string };
        return stdout || String(error);
      }
    },
    dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
