import type { AssistToken } from '@nuvem/api-contract';
import { assistTokenEndpoints } from '@nuvem/api-contract/paths';
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { useSession } from '../session/useSession';
import { assistTokenKeys } from './assistTokenKeys';

export interface AssistTokenState {
  /** The token just generated for `cloudId`: the API answers it once and never again, so it lives here only. */
  token: AssistToken | undefined;
  loading: boolean;
  /** The last generation failed. */
  error: boolean;
  /** POST …/assist-token: a new token (the previous one stops working). */
  generate: () => Promise<void>;
}

/**
 * The support assist token of the current environment (spec §1 "token generation for support", §2.7). The
 * token is kept in memory only (the SWR cache of this sign-in), for the environment it was generated in:
 * switching environment forgets it, and every place offering it (the top bar, the contact page) shows the
 * same one, since generating another revokes the previous.
 */
export function useAssistToken(cloudId: string | undefined): AssistTokenState {
  const session = useSession();
  const { client } = session;
  const key = assistTokenKeys.generated(session, cloudId);
  // No fetcher: the cache holds what generate() put there, and nothing asks the API for it.
  const { data: token, mutate } = useSWR<AssistToken>(key, null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);

  const generate = useCallback(async () => {
    if (!cloudId) return;
    setLoading(true);
    setError(false);
    try {
      const generated = await client.call<AssistToken>(assistTokenEndpoints.generate, {
        params: { cloudId },
      });
      await mutate(generated, { revalidate: false });
    } catch {
      setError(true);
    } finally {
      setLoading(false);
    }
  }, [client, cloudId, mutate]);

  return { token: key ? token : undefined, loading, error, generate };
}
