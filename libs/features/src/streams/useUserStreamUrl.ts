import { useSession } from '../session/useSession';
import { useMe } from '../session/useMe';
import { userStreamPath } from './streamPaths';

/** The URL of the signed-in user's stream, from GET /me (stream_channel, stream_hash); null until known. */
export function useUserStreamUrl(): string | null {
  const { client } = useSession();
  const { data: me } = useMe();
  return me ? client.url(userStreamPath(me.stream_channel, me.stream_hash)) : null;
}
