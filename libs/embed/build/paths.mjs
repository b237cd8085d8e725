// Where the build reads and writes, and which entries exist today.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');
export const src = join(root, 'src');
export const dist = join(root, 'dist');

/** Package subpath → source entry (relative to src, no extension). An entry is built once its file exists. */
const candidates = {
  '.': 'index',
  './react': 'react/index',
  './protocol': 'protocol/index',
  './global': 'global/index',
};

/** The entries present today, e.g. `{ '.': 'index' }`, later with `'./react': 'react/index'`. */
export function presentEntries() {
  return Object.fromEntries(
    Object.entries(candidates).filter(
      ([, file]) => existsSync(join(src, `${file}.ts`)) || existsSync(join(src, `${file}.tsx`)),
    ),
  );
}

export function entryFile(file) {
  const ts = join(src, `${file}.ts`);
  return existsSync(ts) ? ts : join(src, `${file}.tsx`);
}
