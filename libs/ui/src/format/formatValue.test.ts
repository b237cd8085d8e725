import { createI18n, LOCALES, type Locale } from '../i18n';
import type { VisualCell, VisualValueFormat } from '../model/visualData';
import { formatAxisValue, formatCompactValue, formatValue, type ValueFormatOptions } from './formatValue';

/** The words as the i18n files give them, so the table below also proves the translations. */
function optionsFor(locale: Locale): ValueFormatOptions {
  const i18n = createI18n({ locale });
  const t = i18n.getFixedT(locale, 'ui', 'formatValue');
  return {
    locale,
    words: { blank: t('blank'), true: t('true'), false: t('false') },
    timeZone: 'America/Sao_Paulo',
  };
}

// Intl writes a no-break space (U+00A0, U+202F) where a space reads; the table uses plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

type Row = [Locale, VisualCell, VisualValueFormat, string];

const full: Row[] = [
  ['pt-BR', 1234.56, 'currency', 'R$ 1.234,56'],
  ['en', 1234.56, 'currency', 'R$1,234.56'],
  ['es', 1234.56, 'currency', '1234,56 R$'],
  ['pt-BR', -0.5, 'currency', '-R$ 0,50'],
  ['pt-BR', 0.25, 'percent', '25,0%'],
  ['en', 0.25, 'percent', '25.0%'],
  ['es', 0.25, 'percent', '25,0 %'],
  ['pt-BR', 1234, 'integer', '1.234'],
  ['en', 1234, 'integer', '1,234'],
  ['es', 12345, 'integer', '12.345'],
  ['pt-BR', 1234.5, 'decimal', '1.234,50'],
  ['en', 1234.5, 'decimal', '1,234.50'],
  ['pt-BR', '42', 'integer', '42'],
  ['pt-BR', 'n/d', 'integer', 'n/d'],
  ['pt-BR', '2026-03-12', 'date', '12/03/2026'],
  ['en', '2026-03-12', 'date', '03/12/2026'],
  ['es', '2026-03-12', 'date', '12/03/2026'],
  // A date is a calendar day: the zone of an ISO date-time does not move it.
  ['pt-BR', '2026-03-12T00:00:00Z', 'date', '12/03/2026'],
  ['pt-BR', '2026-03-01', 'month', 'mar. de 2026'],
  ['en', '2026-03-01', 'month', 'Mar 2026'],
  ['es', '2026-03-01', 'month', 'mar 2026'],
  ['pt-BR', '2026-03-12T17:05:00Z', 'dateTime', '12/03/2026, 14:05'],
  ['en', '2026-03-12T17:05:00Z', 'dateTime', '03/12/2026, 02:05 PM'],
  ['es', '2026-03-12T17:05:00Z', 'dateTime', '12/03/2026, 14:05'],
  ['pt-BR', 'not a date', 'date', 'not a date'],
  ['pt-BR', 'Sudeste', 'text', 'Sudeste'],
  ['pt-BR', 2026, 'text', '2026'],
  // An address reads as it is (the table links it; other visuals write it).
  [
    'pt-BR',
    'https://portal.example/tickets?numero=CH-1',
    'webUrl',
    'https://portal.example/tickets?numero=CH-1',
  ],
  ['pt-BR', null, 'currency', '(Em branco)'],
  ['en', null, 'text', '(Blank)'],
  ['es', null, 'date', '(En blanco)'],
  ['pt-BR', '', 'text', '(Em branco)'],
  ['pt-BR', true, 'text', 'Verdadeiro'],
  ['en', false, 'text', 'False'],
  ['es', true, 'text', 'Verdadero'],
];

test.each(full)('%s: %j as %s is %s', (locale, value, format, expected) => {
  expect(plain(formatValue(value, format, optionsFor(locale)))).toBe(expected);
});

const compact: Row[] = [
  ['pt-BR', 1_234_567, 'currency', 'R$ 1,2 mi'],
  ['en', 1_234_567, 'currency', 'R$1.2M'],
  ['es', 1_234_567, 'currency', '1,2 M R$'],
  ['pt-BR', 12_345, 'currency', 'R$ 12,3 mil'],
  ['pt-BR', 950, 'currency', 'R$ 950'],
  ['pt-BR', 12_345, 'integer', '12,3 mil'],
  ['en', 12_345, 'decimal', '12.3K'],
  ['pt-BR', 0.253, 'percent', '25,3%'],
  ['pt-BR', '2026-03-01', 'month', 'mar. de 2026'],
  ['pt-BR', null, 'integer', '(Em branco)'],
];

test.each(compact)('%s: %j as %s is compact %s', (locale, value, format, expected) => {
  expect(plain(formatCompactValue(value, format, optionsFor(locale)))).toBe(expected);
});

// Axis labels: months and days as short as they read unambiguously; numbers as compact.
const axis: Row[] = [
  ['pt-BR', '2024-11-01', 'month', 'nov/24'],
  ['pt-BR', '2025-09-01', 'month', 'set/25'],
  ['en', '2024-11-01', 'month', 'Nov 24'],
  ['es', '2024-11-01', 'month', 'nov/24'],
  ['pt-BR', '2026-03-12', 'date', '12/03'],
  ['en', '2026-03-12', 'date', '03/12'],
  ['es', '2026-03-02', 'date', '02/03'],
  ['pt-BR', '2026-03-12T17:05:00Z', 'dateTime', '12/03 14:05'],
  ['en', '2026-03-12T17:05:00Z', 'dateTime', '03/12 14:05'],
  ['pt-BR', 'not a date', 'month', 'not a date'],
  ['pt-BR', 1_234_567, 'currency', 'R$ 1,2 mi'],
  ['pt-BR', 'Sudeste', 'text', 'Sudeste'],
  ['pt-BR', null, 'month', '(Em branco)'],
];

test.each(axis)('%s: %j as %s is on an axis %s', (locale, value, format, expected) => {
  expect(plain(formatAxisValue(value, format, optionsFor(locale)))).toBe(expected);
});

test('every language has the blank word', () => {
  expect(LOCALES.map((locale) => optionsFor(locale).words.blank)).toEqual([
    '(Em branco)',
    '(Blank)',
    '(En blanco)',
  ]);
});

test('a currency other than BRL', () => {
  expect(plain(formatValue(10, 'currency', { ...optionsFor('pt-BR'), currency: 'USD' }))).toBe('US$ 10,00');
});
