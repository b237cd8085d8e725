import * as embed from './index';

// This file runs in plain Node (vitest's node environment): no window, no self, no document.
test('imports without a browser, unlike powerbi-client (which throws "self is not defined")', () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  expect(embed.SDK_VERSION).toBe('2.23.9');
});

test('builds filters on the server too', () => {
  const filter = new embed.BasicFilterBuilder().withColumnTarget('Sales', 'Region').in(['Sul']).build();
  expect(filter.toJSON()).toMatchObject({
    filterType: embed.models.FilterType.Basic,
    operator: 'In',
    values: ['Sul'],
  });
});
