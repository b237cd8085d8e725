// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of a built site, once, at the best levels,
// so the web server (apps/web) sends them as they are instead of compressing each answer again.
// `node tools/precompress.mjs <folder>`, run by each site's build script.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text that browsers fetch. Not source maps (only developer tools read them), nor fonts and images (compressed). */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
/** Below this, a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Resolves to the number of files compressed. */
export async function precompress(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  const compressed = await Promise.all(files.map(compressFile));
  return compressed.filter(Boolean).length;
}

async function compressFile(file) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file is left out: the file itself is then sent.
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [root] = process.argv.slice(2);
  if (!root) throw new Error('usage: node tools/precompress.mjs <folder>');
  const started = Date.now();
  const count = await precompress(root);
  console.log(`precompressed ${count} files of ${root} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
