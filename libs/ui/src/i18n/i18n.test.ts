import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { leafKeys, translationGaps } from './translationGaps';
import { uiResources } from './uiResources';

const srcDir = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('ui translations', () => {
  const reference = new Set(leafKeys(uiResources['pt-BR']));

  test('the pt-BR tree is not empty', () => {
    expect(reference.size).toBeGreaterThan(0);
  });

  test('en and es have exactly the keys of pt-BR, none empty', () => {
    expect(translationGaps(uiResources)).toEqual([]);
  });

  test('a gap is reported', () => {
    const broken = structuredClone(uiResources);
    delete (broken.es.Footer as Record<string, unknown>).label;
    (broken.en.Footer as Record<string, unknown>).copyright = ' ';
    expect(translationGaps(broken)).toEqual(['en: empty Footer.copyright', 'es: missing Footer.label']);
  });

  // Every literal key a component asks for (t('key') under its useTranslation keyPrefix) must exist;
  // plural keys are declared as key_one / key_other.
  test('every key used in the source exists', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      const prefixes = [...text.matchAll(/useTranslation\(\s*'ui'\s*,\s*\{\s*keyPrefix:\s*'([^']+)'/g)].map(
        (m) => m[1],
      );
      if (prefixes.length === 0) continue;
      for (const match of text.matchAll(/\bt\(\s*'([^']+)'/g)) {
        const key = match[1]!;
        const known = prefixes.some((prefix) =>
          ['', '_one', '_other'].some((suffix) => reference.has(`${prefix}.${key}${suffix}`)),
        );
        if (!known) missing.push(`${relative(srcDir, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
