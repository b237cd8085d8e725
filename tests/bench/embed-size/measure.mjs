// How a consumer's bundler sees a module: esbuild bundles it (minified, ESM, for the browser), and the
// output is weighed raw, gzip -9 and brotli 11; its metafile says how many bytes each source file kept.
import { build } from 'esbuild';
import { relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function sizes(text) {
  const bytes = Buffer.from(text);
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotli.length };
}

/**
 * How an app's bundler sees `contents` (resolved from `resolveDir`): bundled, minified, ESM, for the
 * browser, in memory. React is the app's own (a peer dependency of both bindings), never counted.
 */
export const bundleOptions = (contents, resolveDir) => ({
  stdin: { contents, resolveDir, loader: 'js' },
  bundle: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  minify: true,
  format: 'esm',
  platform: 'browser',
  write: false,
  logLevel: 'silent',
});

/**
 * Bundles `contents` (resolved from `resolveDir`). With `root`, also gives the minified bytes per folder
 * under it: `models/validation/rules.js` counts for `models`, a file directly in `root` for `(root)`,
 * the consumer's own line for `(consumer)`.
 */
export async function bundle(contents, resolveDir, root) {
  const result = await build({ ...bundleOptions(contents, resolveDir), metafile: Boolean(root) });
  const text = result.outputFiles[0].text;
  const measured = { ...sizes(text), textFloor: textFloor(text) };
  if (!root) return measured;
  const folders = {};
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [file, { bytesInOutput }] of Object.entries(output.inputs)) {
      // Metafile paths are relative to the working directory.
      const inside = relative(root, resolve(file));
      const steps = inside.split(sep);
      const folder =
        file === '<stdin>'
          ? '(consumer)'
          : steps[0] === '..'
            ? '(other)'
            : steps.length > 1
              ? steps[0]
              : '(root)';
      folders[folder] = (folders[folder] ?? 0) + bytesInOutput;
    }
  }
  return { ...measured, folders };
}

// Words a minifier never renames and never shortens: JavaScript's own.
const KEYWORDS = new Set(
  (
    'async await break case catch class const continue debugger default delete else export extends false ' +
    'finally for function get import instanceof let new null return set static super switch this throw true ' +
    'try typeof undefined var void while yield'
  ).split(' '),
);

/** The names of three characters or more and the string literals of a minified text, each once, in order. */
export function floorWords(text) {
  const words = new Set();
  const token = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|[A-Za-z_$][\w$]{2,}/g;
  for (const [word] of text.matchAll(token)) if (!KEYWORDS.has(word)) words.add(word);
  return [...words];
}

/**
 * The part of a minified bundle no minifier can touch: its distinct string literals and the names of three
 * characters or more (exports, methods, fields, wire paths, messages; a minifier renames locals to one or
 * two), each once, gzip -9. Whatever the code around them, the bundle's gzip cannot go below this.
 */
export function textFloor(text) {
  return gzipSync(Buffer.from(floorWords(text).join('\n')), { level: 9 }).length;
}
