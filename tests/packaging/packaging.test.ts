import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as sourceModule from '@nuvem/embed';
import { createConsumer, dist, embedRoot } from './consumer';
import { jsdomWindow } from './jsdomWindow';

/**
 * The published shape of @nuvem/embed, checked on libs/embed/dist as `nx run embed:build` left it (the
 * tests:test target depends on embed:build; nothing is rebuilt here): ESM and CJS load in plain Node, the
 * exports map resolves, `import { models }` stays free of the messaging code, and the UMD installs
 * `window.powerbi` like powerbi-client's dist/powerbi.js.
 */
type Manifest = {
  name: string;
  type: string;
  sideEffects: false | string[];
  main: string;
  module: string;
  types: string;
  exports: Record<string, unknown>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};

const manifest = JSON.parse(readFileSync(path.join(dist, 'package.json'), 'utf8')) as Manifest;
const distReal = realpathSync(dist);
const umdFiles = ['umd/nuvem-embed.js', 'umd/nuvem-embed.min.js'].map((file) => path.join(dist, file));
/** The JS entries of the package: '.' and, once their source exists, './react', './protocol' and './global'. */
const subpaths = Object.keys(manifest.exports).filter(
  (key) => key !== './package.json' && !key.includes('*'),
);
const sourceOf: Record<string, string> = {
  '.': '@nuvem/embed',
  './react': '@nuvem/embed/react',
  './protocol': '@nuvem/embed/protocol',
  './global': '@nuvem/embed/global',
};
const specifier = (subpath: string) => `@nuvem/embed${subpath.slice(1)}`;
// The globals powerbi-client's import touches or creates; none may exist in or after a plain-Node import.
const GLOBALS = ['window', 'self', 'document', 'powerbi'];

const member = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
/** The source entry (src/index.ts through the workspace), loaded in this node-environment worker. */
const source: Record<string, unknown> = { ...sourceModule };

let consumer: ReturnType<typeof createConsumer>;
beforeAll(() => {
  consumer = createConsumer();
});
afterAll(() => consumer.dispose());

describe('dist/package.json', () => {
  test('describes a side-effect-free ESM package with types, ESM and CJS for each entry', () => {
    expect(manifest).toMatchObject({ name: '@nuvem/embed', type: 'module', main: './cjs/index.cjs' });
    // Only the scripts that install window.powerbi may have side effects: the UMD and the ./global entry.
    const sideEffects = manifest.sideEffects === false ? [] : manifest.sideEffects;
    expect(sideEffects).toEqual(['./umd/*.js', './esm/global/index.js', './cjs/global/index.cjs']);
    for (const subpath of subpaths) {
      const file = subpath === '.' ? 'index' : `${subpath.slice(2)}/index`;
      expect(manifest.exports[subpath]).toEqual({
        import: { types: `./types/${file}.d.ts`, default: `./esm/${file}.js` },
        require: { types: `./types/${file}.d.cts`, default: `./cjs/${file}.cjs` },
      });
    }
    for (const file of [manifest.main, manifest.module, manifest.types]) {
      expect(existsSync(path.join(dist, file)), file).toBe(true);
    }
  });

  test('has an entry exactly for each source entry (./react, ./protocol and ./global once their index exists)', () => {
    const has = (dir: string) =>
      ['ts', 'tsx'].some((ext) => existsSync(path.join(embedRoot, `src/${dir}/index.${ext}`)));
    const hasReact = has('react');
    const expected = [
      '.',
      ...(hasReact ? ['./react'] : []),
      ...(has('protocol') ? ['./protocol'] : []),
      ...(has('global') ? ['./global'] : []),
    ];
    expect(subpaths).toEqual(expected);
    expect(manifest.peerDependenciesMeta?.react?.optional ?? !hasReact).toBe(true);
  });

  test('its exports map resolves, for import and for require', () => {
    const require = createRequire(path.join(consumer.dir, 'index.js'));
    for (const subpath of subpaths) {
      const file = subpath === '.' ? 'index' : `${subpath.slice(2)}/index`;
      expect(realpathSync(require.resolve(specifier(subpath)))).toBe(path.join(distReal, `cjs/${file}.cjs`));
      const code = `console.log(JSON.stringify(import.meta.resolve('${specifier(subpath)}')))`;
      expect(consumer.run(code, 'module')).toBe(pathToFileURL(path.join(distReal, `esm/${file}.js`)).href);
    }
  });
});

describe.each(subpaths)('entry %s in plain Node (no window, self or document)', (subpath) => {
  /** Child-process code: the globals present before and after `load` runs, and the names it exports. */
  const probe = (load: string) =>
    [
      `const present = () => ${JSON.stringify(GLOBALS)}.filter((name) => name in globalThis);`,
      'const before = present();',
      `const sdk = ${load};`,
      "const keys = Object.keys(sdk).filter((key) => key !== '__esModule').sort();",
      'console.log(JSON.stringify({ before, after: present(), keys }));',
    ].join('\n');

  test('imports as ESM and requires as CJS, with the same names as the source', async () => {
    const keys = Object.keys(await import(/* @vite-ignore */ sourceOf[subpath] ?? '')).sort();
    const esm = consumer.run(probe(`await import('${specifier(subpath)}')`), 'module');
    expect(esm).toEqual({ before: [], after: [], keys });
    const cjs = consumer.run(probe(`require('${specifier(subpath)}')`), 'commonjs');
    expect(cjs).toEqual({ before: [], after: [], keys });
  });
});

test('the types of every entry resolve for import (.d.ts) and require (.d.cts) in a strict NodeNext app', () => {
  // One tsc run for all entries, library files included (skipLibCheck off): a declaration file that
  // imports what it cannot resolve fails here.
  const files = Object.fromEntries(
    subpaths.flatMap((subpath, i) => [
      [
        `check${i}.mts`,
        `import * as sdk from '${specifier(subpath)}';\nexport const names = Object.keys(sdk);\n`,
      ],
      [
        `check${i}.cts`,
        `import sdk = require('${specifier(subpath)}');\nexport const names = Object.keys(sdk);\n`,
      ],
    ]),
  );
  expect(consumer.typecheck(files)).toBe('');
}, 120_000); // tsc over the DOM lib and @types/react: seconds, more on a loaded machine

// powerbi-client 2.23.9's top-level exports (its .d.ts), all of which @nuvem/embed must have.
const POWERBI_CLIENT_EXPORTS = [
  ...['service', 'factories', 'models', 'Embed', 'Report', 'Dashboard', 'Tile', 'Qna', 'Visual'],
  ...['Create', 'QuickCreate', 'Page', 'VisualDescriptor', 'BasicFilterBuilder', 'AdvancedFilterBuilder'],
  ...['TopNFilterBuilder', 'RelativeDateFilterBuilder', 'RelativeTimeFilterBuilder'],
];

test('the source (@nuvem/embed in the workspace) loads without window, self or document, creating no global', () => {
  expect(GLOBALS.filter((name) => name in globalThis)).toEqual([]);
  expect(Object.keys(source)).toEqual(expect.arrayContaining(POWERBI_CLIENT_EXPORTS));
});

test('bundles no dependency and imports nothing outside itself but React, the optional peer', () => {
  const files = readdirSync(path.join(dist, 'esm'), { recursive: true, encoding: 'utf8' });
  expect(files.filter((file) => file.includes('node_modules'))).toEqual([]);
  const bare = files
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => [
      ...readFileSync(path.join(dist, 'esm', file), 'utf8').matchAll(/from\s*"([^".][^"]*)"/g),
    ])
    .map((match) => match[1]);
  expect(new Set(bare)).toEqual(new Set(subpaths.includes('./react') ? ['react', 'react/jsx-runtime'] : []));
});

test('a bundle of `import { models }` alone holds none of the messaging code', async () => {
  const result = await build({
    stdin: {
      contents: "import { models } from '@nuvem/embed';\nconsole.log(models.FilterType);\n",
      resolveDir: consumer.dir,
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  expect(code).toContain('FilterType');
  expect(code).not.toMatch(/postMessage|addEventListener/);
});

describe('UMD (dist/umd)', () => {
  const serviceClass = (api: unknown) => member(member(api, 'service'), 'Service') as new () => object;

  test('is built, with the nested package.json that makes Node and bundlers read it as CommonJS', () => {
    expect(umdFiles.map(existsSync)).toEqual([true, true]);
    expect(JSON.parse(readFileSync(path.join(dist, 'umd/package.json'), 'utf8'))).toEqual({
      type: 'commonjs',
    });
  });

  test.each(umdFiles)(
    '%s, as a script, sets window.powerbi to a Service and the global powerbi-client',
    (file) => {
      const window = jsdomWindow();
      window.eval(readFileSync(file, 'utf8'));
      const api = window['powerbi-client'];
      expect(Object.keys(api as object)).toEqual(expect.arrayContaining(Object.keys(source)));
      expect(window.powerbi).toBeInstanceOf(serviceClass(api));
      window.close();
    },
  );

  test.each(umdFiles)('%s honours powerBISDKGlobalServiceInstanceName when powerbi is taken', (file) => {
    const window = jsdomWindow();
    const other = { other: 'sdk' };
    Object.assign(window, { powerbi: other, powerBISDKGlobalServiceInstanceName: 'nuvemPowerbi' });
    window.eval(readFileSync(file, 'utf8'));
    expect(window.powerbi).toBe(other);
    expect(window.nuvemPowerbi).toBeInstanceOf(serviceClass(window['powerbi-client']));
    window.close();
  });

  test.each(umdFiles)('%s requires in plain Node as the API, creating no global', (file) => {
    const code = `const sdk = require(${JSON.stringify(file)});
      const globals = ${JSON.stringify([...GLOBALS, 'powerbi-client'])}.filter((name) => name in globalThis);
      console.log(JSON.stringify({ keys: Object.keys(sdk).sort(), globals }));`;
    expect(consumer.run(code, 'commonjs')).toEqual({ keys: Object.keys(source).sort(), globals: [] });
  });
});
