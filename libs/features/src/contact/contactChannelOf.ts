import type { SupportChannel } from '@nuvem/api-contract';
import type { SupportContactChannel } from '@nuvem/ui';

/** A support channel of the API as the contact page shows it. */
export function contactChannelOf(channel: SupportChannel): SupportContactChannel {
  return {
    kind: channel.kind,
    value: channel.value,
    audience: channel.audience,
    hours: {
      days: channel.hours.days,
      from: channel.hours.from,
      to: channel.hours.to,
      timeZone: channel.hours.time_zone,
    },
  };
}
