// Which bytes of a bundle each source file accounts for, summing exactly to the bundle's gzip: the bundle is
// walked in output order and each stretch of it is charged with what it adds to the gzip of everything
// before it (gzip -9), and to the gzip of the names and texts seen so far (see measure.mjs' textFloor). The
// source of each stretch comes from esbuild's source map.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { bundleOptions, floorWords } from './measure.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source map segments as [generated line, column, source index] (the other fields are not needed). */
function segments(mappings) {
  const out = [];
  let source = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      out.push([lineIndex, column, fields.length > 1 ? source : -1]);
    }
  });
  return out;
}

/** Runs of the output text, each from one source file: [start offset, end offset, source path]. */
function runsBySource(text, map) {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const runs = [];
  let previous = '(glue)';
  const marks = segments(map.mappings).map(([line, column, source]) => {
    const name = source < 0 ? previous : map.sources[source];
    previous = name;
    return [lineStarts[line] + column, name];
  });
  marks.push([text.length, '']);
  if (marks[0][0] > 0) runs.push([0, marks[0][0], '(glue)']);
  for (let i = 0; i < marks.length - 1; i++) {
    const [start, name] = marks[i];
    const end = marks[i + 1][0];
    if (end <= start) continue;
    const last = runs.at(-1);
    if (last && last[2] === name && last[1] === start) last[1] = end;
    else runs.push([start, end, name]);
  }
  return runs;
}

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/**
 * Bundles `contents` as an app's bundler does (measure.mjs) and charges each part, `label(source path)`,
 * with its minified bytes, its share of the bundle's gzip, and the share of that which is names and texts.
 */
export async function account(contents, resolveDir, label) {
  const result = await build({
    ...bundleOptions(contents, resolveDir),
    sourcemap: 'external',
    outfile: 'bundle.js',
  });
  const text = result.outputFiles.find((f) => f.path.endsWith('.js')).text;
  const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map')).text);
  const parts = new Map();
  const charge = (name, field, bytes) => {
    const part = parts.get(name) ?? { min: 0, gzip: 0, words: 0 };
    part[field] += bytes;
    parts.set(name, part);
  };
  let before = 0;
  const seen = new Set();
  let wordsBefore = 0;
  for (const [start, end, source] of runsBySource(text, map)) {
    const name = label(source);
    charge(name, 'min', end - start);
    const upTo = gzip(text.slice(0, end));
    charge(name, 'gzip', upTo - before);
    before = upTo;
    const fresh = floorWords(text.slice(start, end)).filter((w) => !seen.has(w));
    if (fresh.length > 0) {
      for (const word of fresh) seen.add(word);
      const wordsUpTo = gzip([...seen].join('\n'));
      charge(name, 'words', wordsUpTo - wordsBefore);
      wordsBefore = wordsUpTo;
    }
  }
  return { total: { min: text.length, gzip: before, words: wordsBefore }, parts, text };
}

/** The bundle's gzip with every string literal longer than `length` characters emptied (what texts cost). */
export function gzipWithoutTexts(text, length) {
  const literal = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;
  return gzip(text.replace(literal, (found) => (found.length > length ? '""' : found)));
}
