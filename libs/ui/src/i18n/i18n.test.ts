import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { MessageTree } from './defineMessages';
import { LOCALES } from './locales';
import { uiResources } from './uiResources';

const srcDir = join(__dirname, '..');

function leafKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

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

  test.each(LOCALES)('%s has exactly the keys of pt-BR, none empty', (locale) => {
    const keys = leafKeys(uiResources[locale]);
    expect(new Set(keys)).toEqual(reference);
    const empty = keys.filter((key) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as MessageTree)[part], uiResources[locale]);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  // Every literal key a component asks for (t('key') under its useTranslation keyPrefix) must exist.
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
        if (!prefixes.some((prefix) => reference.has(`${prefix}.${key}`))) {
          missing.push(`${relative(srcDir, file)}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
