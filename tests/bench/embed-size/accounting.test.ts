// The size bench's accounting: every byte of a bundle charged to one source file, adding up exactly.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, gzipWithoutTexts } from './accounting.mjs';
import { sizes, textFloor } from './measure.mjs';

const LONG = 'A message long enough to count as a text that host pages could compare';
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'accounting-'));
  writeFileSync(join(dir, 'small.js'), `export const small = (x) => x + 1;\n`);
  writeFileSync(
    join(dir, 'large.js'),
    `import { small } from './small.js';\nexport class Large {\n  describe(value) {\n` +
      `    if (typeof value !== 'number') throw new Error('${LONG}');\n` +
      `    return [small(value), 'the value', value.toFixed(2)].join(' ');\n  }\n}\n`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('account', () => {
  it('charges each source file, and the charges add up to the bundle', async () => {
    const entry = `import { Large } from './large.js';\nglobalThis.x = Large;\n`;
    const result = await account(entry, dir, (path) => basename(path));
    expect([...result.parts.keys()].sort()).toEqual(expect.arrayContaining(['large.js', 'small.js']));
    const sum = (field: 'min' | 'gzip' | 'words') =>
      [...result.parts.values()].reduce((total, part) => total + part[field], 0);
    expect(sum('min')).toBe(result.text.length);
    expect(sum('gzip')).toBe(sizes(result.text).gzip);
    expect(result.total.gzip).toBe(sizes(result.text).gzip);
    expect(sum('words')).toBe(textFloor(result.text));
    // The long message is in large.js: its names and texts outweigh small.js's.
    expect(result.parts.get('large.js')!.words).toBeGreaterThan(result.parts.get('small.js')!.words);
  });

  it('weighs the bundle without its long texts', async () => {
    const result = await account(`import { Large } from './large.js';\nglobalThis.x = Large;\n`, dir, String);
    expect(gzipWithoutTexts(result.text, 30)).toBeLessThan(result.total.gzip);
    expect(gzipWithoutTexts(result.text, 1000)).toBe(result.total.gzip);
  });
});
