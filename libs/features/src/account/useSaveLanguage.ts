import type { Profile } from '@nuvem/api-contract';
import { profileEndpoints } from '@nuvem/api-contract/paths';
import type { Locale } from '@nuvem/ui';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useNotify } from '../notices/useNotify';
import { useSession } from '../session/useSession';
import { accountKeys } from './accountKeys';

/**
 * The language chosen in the menu is the profile's too (PATCH /profile with the language alone), so mail and
 * the next browser speak it. The portal has already switched; a refused save is said, not swallowed.
 */
export function useSaveLanguage(): (locale: Locale) => void {
  const { status, epoch, client } = useSession();
  const { mutate } = useSWRConfig();
  const { notifyError } = useNotify();
  return useCallback(
    (locale: Locale) => {
      if (status !== 'signedIn') return;
      client
        .call<Profile>(profileEndpoints.update, {
          body: { language: locale },
          idempotencyKey: crypto.randomUUID(),
        })
        .then((profile) => mutate(accountKeys.profile({ status, epoch }), profile, { revalidate: false }))
        .catch((error: unknown) => notifyError(error, 'profile:language'));
    },
    [status, epoch, client, mutate, notifyError],
  );
}
