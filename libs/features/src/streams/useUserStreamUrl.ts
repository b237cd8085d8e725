import { useFirstScreenShown } from '../api/useFirstScreenRendered';
import { useSession } from '../session/useSession';
import { useMe } from '../session/useMe';
import { userStreamPath } from './streamPaths';

/**
 * The URL of the signed-in user's stream, from GET /me (stream_channel, stream_hash); null until known, and
 * until the first screen is on screen (its events are for later screens: useFirstScreenShown).
 */
export function useUserStreamUrl(): string | null {
  const { client } = useSession();
  const { data: me } = useMe();
  const shown = useFirstScreenShown();
  return me && shown ? client.url(userStreamPath(me.stream_channel, me.stream_hash)) : null;
}
