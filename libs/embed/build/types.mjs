// The .d.ts files: tsc --emitDeclarationOnly (tsconfig.build.json) into dist/types, then made resolvable
// by Node16/NodeNext consumers: relative specifiers get their file (`./models` → `./models/index.js`), and
// a .d.cts twin of each file types the `require` condition.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { dist, root } from './paths.mjs';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const typesDir = join(dist, 'types');
// `from './x'`, `import('./x')`, `import './x'`, and tsc's own `import("..")`: a relative specifier in a
// declaration file.
const SPECIFIER = /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

export function buildTypes() {
  execFileSync(process.execPath, [tsc, '-p', join(root, 'build/tsconfig.build.json')], { stdio: 'inherit' });
  for (const file of declarationFiles(typesDir)) {
    const esm = readFileSync(file, 'utf8').replace(SPECIFIER, (_, lead, quote, spec) => {
      return `${lead}${quote}${withFile(dirname(file), spec)}${quote}`;
    });
    writeFileSync(file, esm);
    const cjs = esm.replace(
      SPECIFIER,
      (_, lead, quote, spec) => `${lead}${quote}${spec.replace(/\.js$/, '.cjs')}${quote}`,
    );
    writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), cjs);
  }
}

function withFile(dir, spec) {
  if (/\.(c|m)?js$/.test(spec)) return spec;
  if (existsSync(join(dir, `${spec}.d.ts`))) return `${spec}.js`;
  if (existsSync(join(dir, spec, 'index.d.ts'))) return `${spec}/index.js`;
  throw new Error(`types: cannot resolve ${spec} from ${dir}`);
}

function declarationFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name));
}
