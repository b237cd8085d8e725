import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScriptHashes, inlineScriptHashesOfSite } from './inlineScripts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

test('hashes the text of each inline script exactly, and leaves scripts with a src out', () => {
  const early = "\n      if (location.search) document.documentElement.style.colorScheme = 'dark';\n    ";
  const html = `<!doctype html><head><script>${early}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <SCRIPT type="text/javascript">window.x = 1;</SCRIPT></head>`;
  expect(inlineScriptHashes(html)).toEqual([sha256(early), sha256('window.x = 1;')]);
});

test("a site's hashes are those of every HTML page at its top, each once", () => {
  const root = mkdtempSync(join(tmpdir(), 'nuvem-web-'));
  writeFileSync(join(root, 'index.html'), '<script>a()</script><script>shared()</script>');
  writeFileSync(join(root, 'iframe.html'), '<script>shared()</script>');
  writeFileSync(join(root, 'notes.txt'), '<script>not a page()</script>');
  expect(inlineScriptHashesOfSite(root).sort()).toEqual([sha256('a()'), sha256('shared()')].sort());
});
