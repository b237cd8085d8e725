import { formatDateTime } from './formatDateTime';

test.each([
  ['2026-03-12T17:05:00Z', 'pt-BR', 'America/Sao_Paulo', /^12\/03\/2026,? 14:05$/],
  ['2026-03-12T17:05:00Z', 'en', 'America/Sao_Paulo', /^3\/12\/26,? 2:05\sPM$/],
  ['2026-03-12T17:05:00Z', 'es', 'America/Sao_Paulo', /^12\/3\/26,? 14:05$/],
  ['2026-03-12T17:05:00Z', 'pt-BR', 'UTC', /^12\/03\/2026,? 17:05$/],
  ['not a date', 'pt-BR', 'UTC', /^not a date$/],
])('%s in %s (%s) is shown as %s', (iso, locale, timeZone, expected) => {
  expect(formatDateTime(iso, locale, timeZone)).toMatch(expected);
});
