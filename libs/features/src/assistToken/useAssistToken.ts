import type { AssistToken } from '@nuvem/api-contract';
import { assistTokenEndpoints } from '@nuvem/api-contract/paths';
import { useCallback, useState } from 'react';
import { useSession } from '../session/useSession';

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
 * token is kept in memory only, for the environment it was generated in: switching environment forgets it.
 */
export function useAssistToken(cloudId: string | undefined): AssistTokenState {
  const { client } = useSession();
  const [generated, setGenerated] = useState<{ cloudId: string; token: AssistToken }>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);

  const generate = useCallback(async () => {
    if (!cloudId) return;
    setLoading(true);
    setError(false);
    try {
      const token = await client.call<AssistToken>(assistTokenEndpoints.generate, { params: { cloudId } });
      setGenerated({ cloudId, token });
    } catch {
      setError(true);
    } finally {
      setLoading(false);
    }
  }, [client, cloudId]);

  return {
    token: generated && generated.cloudId === cloudId ? generated.token : undefined,
    loading,
    error,
    generate,
  };
}
