import type { Preference } from '@nuvem/api-contract';
import { preferenceEndpoints } from '@nuvem/api-contract/paths';
import { useState } from 'react';
import useSWR from 'swr';
import { preferencesKeys } from '../preferences/preferencesKeys';
import { useMe } from '../session/useMe';
import { useSession } from '../session/useSession';
import { phoneCheckApplies } from './needsPhone';
import { registrationStep } from './registrationSession';

/**
 * The 'Cadastro incompleto' modal's state (spec §2.10): open once per session when the check applies and the
 * user's phones preference (GET /preferences/phones) is empty too; it closes as soon as a saved phone is there
 * (the user-preferences screen). Closing it, either way, ends the step.
 * A failed preference call leaves it closed: the check is a reminder, not a gate.
 */
export function useIncompleteRegistration(): { open: boolean; finish: () => void } {
  const { status, epoch, client } = useSession();
  const { data: me } = useMe();
  const [finished, setFinished] = useState(registrationStep.done);
  const asks = status === 'signedIn' && !finished && phoneCheckApplies(me);
  const { data } = useSWR(
    // The user-preferences screen reads and saves `phones` through the same key: a save there closes this.
    asks ? preferencesKeys.of({ status, epoch }, 'phones') : null,
    () => client.call<Preference<'phones'>>(preferenceEndpoints.get, { params: { namespace: 'phones' } }),
    { revalidateOnFocus: false },
  );
  const finish = () => {
    registrationStep.markDone();
    setFinished(true);
  };
  return { open: asks && data !== undefined && data.data.data.length === 0, finish };
}
