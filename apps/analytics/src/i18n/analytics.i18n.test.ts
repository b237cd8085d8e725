import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCALES, leafKeys, translationGaps } from '@nuvem/ui';
import analyticsMessages from './analytics.i18n';
import { SHOWN_ERRORS } from '../protocol/frameErrors';
import { ANALYTICS_NAMESPACE, createAnalyticsI18n } from './analyticsI18n';

const srcDir = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|browser)\.tsx?$/.test(name) && !name.endsWith('.i18n.ts')
      ? [path]
      : [];
  });
}

test('the frame strings are complete in every language', () => {
  expect(translationGaps(analyticsMessages)).toEqual([]);
});

test('a missing key is a gap', () => {
  const broken = structuredClone(analyticsMessages);
  delete (broken.es.errors as Record<string, unknown>).title;
  expect(translationGaps(broken)).toEqual(['es: missing errors.title']);
});

// Every literal key the frame asks for (t('key'), always from the analytics namespace) must exist.
test('every key used in the source exists', () => {
  const known = new Set(leafKeys(analyticsMessages['pt-BR']));
  const missing: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^'$]+)'/g)) {
      const key = match[1]!;
      if (!['', '_one', '_other'].some((suffix) => known.has(`${key}${suffix}`)))
        missing.push(`${relative(srcDir, file)}: ${key}`);
    }
  }
  expect(missing).toEqual([]);
});

test.each(LOCALES)('keys built at run time exist in %s', (locale) => {
  const i18n = createAnalyticsI18n(locale);
  const built = [
    ...SHOWN_ERRORS.map((message) => `errors.${message}`),
    ...['up', 'down', 'flat'].map((direction) => `narrative.trend.${direction}`),
    ...['Sum', 'Avg', 'Min', 'Max', 'Count', 'CountNonNull'].map((name) => `aggregation.${name}`),
  ];
  expect(built.filter((key) => !i18n.exists(key, { ns: ANALYTICS_NAMESPACE }))).toEqual([]);
});
