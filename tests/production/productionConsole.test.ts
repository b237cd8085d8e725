import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * Spec §9: console logging is disabled in production. The portal is built as `vite build` builds it (its own
 * config, production mode, nothing written), and every module of ours (libs/* and apps/portal, not
 * node_modules) is read as the bundler rendered it (after the DEV flag is replaced and unused code is
 * dropped): none may still call the console. Third-party code is not ours to change, so it is left out.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const portal = path.join(root, 'apps/portal');

/**
 * The code spec §9 speaks for: the portal and the libs it is made of. libs/embed is left out on purpose: it
 * is the SDK host pages use, and like powerbi-client it reports its own failures on the console.
 */
const OURS = ['apps/portal/src/', 'libs/features/src/', 'libs/ui/src/'].map((dir) => path.join(root, dir));
const ours = (id: string) => OURS.some((dir) => id.startsWith(dir));

/** The rendered code of our modules in the production bundle, by path. */
async function renderedModules(): Promise<Map<string, string>> {
  const rendered = new Map<string, string>();
  const collect: Plugin = {
    name: 'collect-rendered-modules',
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, Rolldown.RenderedModule> = output.modules;
        for (const [id, module] of Object.entries(modules))
          if (ours(id) && module.code) rendered.set(path.relative(root, id), module.code);
      }
    },
  };
  // Vite derives import.meta.env.DEV from NODE_ENV, which Vitest sets to 'test': build as `vite build` does.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({
      root: portal,
      configFile: path.join(portal, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      plugins: [collect],
      build: { write: false, sourcemap: false, minify: false },
    });
  } finally {
    process.env['NODE_ENV'] = nodeEnv;
  }
  return rendered;
}

/**
 * Whether the code reaches for the console (`console.x`, `console['x']`), read as a syntax tree: a code sample
 * that the developer docs show as text (a string that mentions console.log) is not a call of ours.
 */
function usesConsole(code: string): boolean {
  const source = ts.createSourceFile('module.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const visit = (node: ts.Node): boolean =>
    ((ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'console') ||
    (ts.forEachChild(node, visit) ?? false);
  return visit(source);
}

test('console use is found in code, not in the text of strings', () => {
  expect(usesConsole("export const f = () => console.log('x');")).toBe(true);
  expect(usesConsole("globalThis.x = console['warn'];")).toBe(true);
  expect(usesConsole("export const sample = `report.on('loaded', () => console.log('loaded'));`;")).toBe(
    false,
  );
  expect(usesConsole("const s = 'console.error(e)' + `${1}console.log`;")).toBe(false);
});

test('the production bundle of the portal holds no console call of our code', async () => {
  const rendered = await renderedModules();
  // The check reads what it should: the shell, the features and the logger itself are in the bundle.
  expect([...rendered.keys()]).toEqual(
    expect.arrayContaining([
      'apps/portal/src/main.tsx',
      'libs/features/src/notices/useNotify.ts',
      'libs/features/src/logging/logger.ts',
    ]),
  );
  const calling = [...rendered].filter(([, code]) => usesConsole(code)).map(([id]) => id);
  expect(calling).toEqual([]);
}, 300_000);
