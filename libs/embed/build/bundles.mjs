// The JavaScript builds, with rolldown: ESM and CJS keeping one output file per source module (so a
// consumer's bundler drops whole unused modules, helped by `sideEffects: false`), and the script-tag UMD.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { dist, entryFile, root, src } from './paths.mjs';

// ES2022 keeps class fields native (lowering them to helper calls costs ~0.3 KB gzip); every evergreen
// browser has run ES2022 since 2021.
const TARGET = 'es2022';
// The React binding imports React; the consumer provides it (a peer dependency), never bundled.
const external = [/^react($|\/)/, /^react-dom($|\/)/];
const shared = {
  tsconfig: join(root, 'build/tsconfig.build.json'),
  transform: { target: TARGET },
  external,
  plugins: [plainNamespaces()],
};

// `var models_exports = /* @__PURE__ */ __exportAll({ A: () => A, … });`: how rolldown builds the object of an
// `import * as models` it re-exports. A consumer's minifier keeps every getter (`A:()=>a`, ~115 of them
// for `models`, `service` and `factories`) and the helper.
const NAMESPACE = /^var (\w+) = \/\* @__PURE__ \*\/ __exportAll\(\{([^}]*)\}\);\n/m;
const HELPER_IMPORT = /^import \{ __exportAll \} from "[^"]*";\n/m;

/**
 * In the ESM build (the one bundlers read), builds those objects as frozen plain objects instead (what
 * Rollup emits): the same keys and values, as read-only and with the same `Symbol.toStringTag`, at about
 * two thirds of the bytes. Our namespaces hold only classes, functions and constants, so no live binding
 * is lost; the object is declared last, once everything it holds is defined. A module importing itself
 * (`./global`) keeps the getters, which its cycle needs.
 */
function plainNamespaces() {
  return {
    name: 'plain-namespaces',
    renderChunk(code, chunk, { format }) {
      const match = format === 'es' && NAMESPACE.exec(code);
      if (!match || chunk.fileName.startsWith('global/')) return null;
      const [declaration, name, getters] = match;
      const entries = getters.trim().replace(/: \(\) => /g, ': ');
      if (/\(\) =>/.test(entries))
        throw new Error(`plain-namespaces: unexpected namespace in ${chunk.fileName}`);
      const object = `var ${name} = /* @__PURE__ */ Object.freeze({ [Symbol.toStringTag]: "Module", ${entries} });\n`;
      const rest = code.replace(declaration, '');
      const exportAt = rest.lastIndexOf('\nexport {') + 1;
      const result = rest.slice(0, exportAt) + object + rest.slice(exportAt);
      return (result.includes('__exportAll(') ? result : result.replace(HELPER_IMPORT, '')) || null;
    },
  };
}

/** dist/esm/**.js and dist/cjs/**.cjs, mirroring src/; `entries` maps package subpaths to src files. */
export async function buildModules(entries) {
  const input = Object.fromEntries(Object.values(entries).map((file) => [file, entryFile(file)]));
  const bundle = await rolldown({ ...shared, input, platform: 'neutral' });
  const common = { preserveModules: true, preserveModulesRoot: src };
  await bundle.write({ ...common, dir: join(dist, 'esm'), format: 'es', entryFileNames: '[name].js' });
  await bundle.write({ ...common, dir: join(dist, 'cjs'), format: 'cjs', entryFileNames: '[name].cjs' });
  await bundle.close();
}

/**
 * dist/umd/nuvem-embed.js and .min.js from src/umd.ts. Like powerbi-client's dist/powerbi.js, the wrapper
 * serves CommonJS, AMD, or else a global named `powerbi-client` holding the whole API.
 */
export async function buildUmd(version) {
  const bundle = await rolldown({ ...shared, input: join(src, 'umd.ts'), platform: 'browser' });
  const common = {
    format: 'umd',
    name: 'powerbi-client',
    exports: 'named',
    postBanner: `/*! @nuvem/embed ${version} (powerbi-client 2.23 compatible) | Apache-2.0 */`,
  };
  await bundle.write({ ...common, file: join(dist, 'umd/nuvem-embed.js') });
  await bundle.write({
    ...common,
    file: join(dist, 'umd/nuvem-embed.min.js'),
    minify: true,
    sourcemap: true,
  });
  await bundle.close();
  // The package is `type: module`; these .js files are scripts, so Node and bundlers must read them as CJS.
  writeFileSync(join(dist, 'umd/package.json'), '{ "type": "commonjs" }\n');
}
