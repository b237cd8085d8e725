import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { tarFiles } from './tarFiles.mjs';

/** Where the test browser and its fonts' configuration are kept, per checkout. */
export const CHROMIUM_CACHE = fileURLToPath(
  new URL('../node_modules/.cache/nuvem-chromium/', import.meta.url),
);

/**
 * The Chromium that npm ships (@sparticuz/chromium: a headless build and the NSS libraries it links to),
 * unpacked once per version into node_modules/.cache and reused. Unpacking is synchronous (about 2 s, once) so
 * that configuration files can name the browser at import time; parallel first runs each unpack to their own
 * folder and the first rename wins, so nobody ever sees a half-written browser.
 * @returns {{ executable: string; libraryPath: string }}
 */
export function shippedChromium() {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `npm's Chromium (@sparticuz/chromium) is built for Linux x64; on ${process.platform}-${process.arch} set CHROMIUM_PATH to a Chromium's executable`,
    );
  }
  const packageRoot = join(
    dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')),
    '..',
    '..',
  );
  const { version } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
  const target = join(CHROMIUM_CACHE, version);
  const found = { executable: join(target, 'chromium'), libraryPath: join(target, 'lib') };
  if (existsSync(found.executable)) return found;

  const staging = `${target}.${process.pid}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const unpack = (file) => brotliDecompressSync(readFileSync(join(packageRoot, 'bin', file)));
  writeFileSync(join(staging, 'chromium'), unpack('chromium.br'), { mode: 0o755 });
  // Linked libraries that a machine with Node alone lacks (libnss3, libnspr4, libexpat …).
  for (const { path, mode, data } of tarFiles(unpack('al2023.tar.br'))) {
    const relative = normalize(path);
    if (relative.startsWith('..') || relative.startsWith('/'))
      throw new Error(`Unsafe path in al2023.tar.br: ${path}`);
    mkdirSync(dirname(join(staging, relative)), { recursive: true });
    writeFileSync(join(staging, relative), data, { mode });
  }
  try {
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(found.executable)) throw error; // not lost to a parallel unpack: a real failure
  }
  return found;
}
