import type { Account } from '@nuvem/ui';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchMe } from '../session/fetchMe';
import { sessionKeys } from '../session/sessionKeys';
import { useSession } from '../session/useSession';
import { ACCOUNT_LIST_CHECK_INTERVAL_MS } from './accountsConstants';
import { accountAfterVanish } from './vanishedAccount';

export interface AccountListCheckOptions {
  /** The user's accounts from GET /me; undefined until it has answered. */
  accounts: readonly Account[] | undefined;
  /** The account worked in now. */
  current: Account | undefined;
  /** Switches environment (spec §4: store it, reload user info, go to the root). */
  switchTo: (cloudId: string) => void;
  /** Shows the browser alert; window.alert by default (tests pass a spy). */
  alert?: (message: string) => void;
}

/**
 * Spec §4, §8, §9: GET /me every 10 s; when the account the user works in has disappeared from their list,
 * the browser alert 'Você não tem mais acesso a este ambiente.' is shown and the portal switches to the
 * first account.
 */
export function useAccountListCheck({
  accounts,
  current,
  switchTo,
  alert = defaultAlert,
}: AccountListCheckOptions) {
  const { t } = useTranslation('features');
  const { status, epoch, client } = useSession();
  useSWR(sessionKeys.me({ status, epoch }), () => fetchMe(client), {
    refreshInterval: ACCOUNT_LIST_CHECK_INTERVAL_MS,
  });

  // The account in use, remembered across the render in which it leaves the list (current then reads as
  // none). This effect runs before the check below in the same commit.
  const workingIn = useRef<string | undefined>(undefined);
  const currentId = current?.cloud_id;
  useEffect(() => {
    if (currentId) workingIn.current = currentId;
  }, [currentId]);

  const onVanished = useEffectEvent((next: string | null) => {
    alert(t('accounts.vanished'));
    workingIn.current = next ?? undefined;
    if (next !== null) switchTo(next);
  });
  useEffect(() => {
    if (!accounts) return;
    const next = accountAfterVanish(workingIn.current, accounts);
    if (next !== undefined) onVanished(next);
  }, [accounts]);
}

const defaultAlert = (message: string) => window.alert(message);
