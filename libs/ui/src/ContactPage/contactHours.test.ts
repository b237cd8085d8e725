import { channelsFor, hoursPhraseOf, telHrefOf, timeZoneNameOf } from './contactHours';
import { sampleContactChannels } from '../internal/sampleSupportTickets';

const zone = 'America/Sao_Paulo';

test.each([
  [{ days: 'every_day', from: '00:00', to: '24:00', timeZone: zone }, { key: 'hoursAlways' }],
  [
    { days: 'weekdays', from: '08:00', to: '18:00', timeZone: zone },
    { key: 'hoursWeekdays', from: '08:00', to: '18:00', timeZone: zone },
  ],
  [
    { days: 'every_day', from: '07:00', to: '22:00', timeZone: zone },
    { key: 'hoursEveryDay', from: '07:00', to: '22:00', timeZone: zone },
  ],
  [
    { days: 'weekdays', from: '00:00', to: '24:00', timeZone: zone },
    { key: 'hoursWeekdays', from: '00:00', to: '24:00', timeZone: zone },
  ],
] as const)('%j reads as %j', (hours, phrase) => {
  expect(hoursPhraseOf(hours)).toEqual(phrase);
});

test.each([
  ['0800 000 0000', 'tel:08000000000'],
  ['+55 (11) 4000-1234', 'tel:+551140001234'],
  [' 4004-0001 ', 'tel:40040001'],
])('%j dials %j', (phone, href) => {
  expect(telHrefOf(phone)).toBe(href);
});

test('a time zone is named in the language asked, or by its IANA name when unknown', () => {
  const july = new Date('2026-07-01T12:00:00Z');
  expect(timeZoneNameOf(zone, 'pt-BR', july)).toMatch(/Bras[ií]lia/);
  expect(timeZoneNameOf(zone, 'en', july)).toMatch(/Brasilia/);
  expect(timeZoneNameOf('Not/AZone', 'pt-BR', july)).toBe('Not/AZone');
});

test('PRIME lines are listed for PRIME environments only', () => {
  expect(channelsFor(sampleContactChannels, true)).toHaveLength(3);
  expect(channelsFor(sampleContactChannels, false).map((c) => c.audience)).toEqual(['all', 'all']);
});
