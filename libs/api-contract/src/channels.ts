// Stream channel names, without the schemas, so the portal can import them from '@nuvem/api-contract/paths'.

/** The channel of an environment's generic messages is its cloud id plus this suffix. */
export const genericMessageSuffix = '-generic-message';

export function genericMessageChannel(cloudId: string): string {
  return cloudId + genericMessageSuffix;
}

/** The cloud id of a generic-message channel, or undefined for any other channel. */
export function cloudIdOfGenericMessageChannel(channel: string): string | undefined {
  return channel.endsWith(genericMessageSuffix) && channel.length > genericMessageSuffix.length
    ? channel.slice(0, -genericMessageSuffix.length)
    : undefined;
}
