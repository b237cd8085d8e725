import type { SupportContactChannel } from '../model/supportTicket';

/** Which sentence describes a channel's hours, and the values it takes. */
export type HoursPhrase =
  | { key: 'hoursAlways' }
  | { key: 'hoursWeekdays' | 'hoursEveryDay'; from: string; to: string; timeZone: string };

/** Around the clock every day, or a span of the day on weekdays or every day. */
export function hoursPhraseOf(hours: SupportContactChannel['hours']): HoursPhrase {
  if (hours.days === 'every_day' && hours.from === '00:00' && hours.to === '24:00')
    return { key: 'hoursAlways' };
  return {
    key: hours.days === 'weekdays' ? 'hoursWeekdays' : 'hoursEveryDay',
    from: hours.from,
    to: hours.to,
    timeZone: hours.timeZone,
  };
}

/**
 * The time zone's name in the user's language ('Horário Padrão de Brasília', 'Brasilia Standard Time'), or
 * its IANA name when the browser has none for it.
 */
export function timeZoneNameOf(timeZone: string, locale: string, at = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The number to dial: a tel: link keeps only the digits and a leading '+'. */
export function telHrefOf(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The channels for an environment: PRIME lines only for PRIME support, the general ones for all. */
export function channelsFor(
  channels: readonly SupportContactChannel[],
  prime: boolean,
): SupportContactChannel[] {
  return channels.filter((channel) => channel.audience === 'all' || prime);
}
