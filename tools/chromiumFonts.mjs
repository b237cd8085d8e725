import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CHROMIUM_CACHE } from './shippedChromium.mjs';

const FOLDER = join(CHROMIUM_CACHE, 'fontconfig');

/**
 * A fontconfig file that gives the test browser the DejaVu fonts from npm and nothing of the machine's, with
 * the generic families named: text renders the same on every machine, so screenshot baselines hold everywhere.
 * The pages under test load their own Roboto; these fonts are the fallback (symbols, monospace, bare pages).
 * @returns {string} the file's path, for FONTCONFIG_FILE
 */
export function chromiumFontConfig() {
  const dejavu = join(
    dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
  );
  const alias = (generic, family) =>
    `  <alias><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  const file = join(FOLDER, 'fonts.conf');
  const text = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <dir>${dejavu}</dir>`,
    `  <cachedir>${join(FOLDER, 'cache')}</cachedir>`,
    alias('sans-serif', 'DejaVu Sans'),
    alias('serif', 'DejaVu Serif'),
    alias('monospace', 'DejaVu Sans Mono'),
    '</fontconfig>',
    '',
  ].join('\n');
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return file;
  // Written aside and renamed, so a browser starting in a parallel process never reads half a file.
  mkdirSync(FOLDER, { recursive: true });
  writeFileSync(`${file}.${process.pid}`, text);
  renameSync(`${file}.${process.pid}`, file);
  return file;
}
