import { fillPath, streamEndpoints } from '@nuvem/api-contract/paths';

/**
 * The path that opens the user's own stream: /api/v1/streams/:channel?user=<stream_channel>&hash=<stream_hash>,
 * both from GET /me (EventSource cannot send the Authorization header).
 */
export function userStreamPath(streamChannel: string, streamHash: string): string {
  const query = new URLSearchParams({ user: streamChannel, hash: streamHash });
  return `${fillPath(streamEndpoints.subscribe.path, { channel: streamChannel })}?${query.toString()}`;
}
