import type { Profile } from '@nuvem/api-contract';
import { profileEndpoints } from '@nuvem/api-contract/paths';
import useSWR from 'swr';
import { useLoadState, type LoadState } from '../api/useLoadState';
import { useSession } from '../session/useSession';
import { accountKeys } from './accountKeys';

export interface UseProfile {
  profile: Profile | undefined;
  state: LoadState;
  retry: () => void;
  /** Puts the saved profile in the cache (the PATCH's answer). */
  saved: (profile: Profile) => void;
}

/** The signed-in user's profile (GET /profile). */
export function useProfile(): UseProfile {
  const { status, epoch, client } = useSession();
  const { data, error, mutate } = useSWR(accountKeys.profile({ status, epoch }), () =>
    client.call<Profile>(profileEndpoints.get),
  );
  return {
    profile: data,
    state: useLoadState(data, error),
    retry: () => void mutate(),
    saved: (profile) => void mutate(profile, { revalidate: false }),
  };
}
