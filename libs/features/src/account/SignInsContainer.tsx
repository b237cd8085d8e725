import type { SignInList, SignInsEnded } from '@nuvem/api-contract';
import { profileEndpoints } from '@nuvem/api-contract/paths';
import { SIGN_IN_COLUMNS, SignInsList, useSignInColumns, type SignInEntry } from '@nuvem/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';
import { accountKeys } from './accountKeys';
import { signInAccessors, signInEntryOf } from './signInEntries';

type Notice = { severity: 'success' | 'error'; text: string };

/**
 * Perfil › Sessões on the API: the user's live sign-ins (GET /profile/sign-ins), each other one ended with
 * DELETE /profile/sign-ins/:id, all the others with DELETE /profile/sign-ins; the list is read again after.
 * The list's choices (filter, sort) stay on the page.
 */
export function SignInsContainer({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'account' });
  const { status, epoch, client } = useSession();
  const noticeOf = useErrorNotice();
  const { data, error, mutate } = useSWR(accountKeys.signIns({ status, epoch }), () =>
    client.call<SignInList>(profileEndpoints.signIns),
  );
  const state = useLoadState(data, error);
  const entries = useMemo(() => (data?.items ?? []).map(signInEntryOf), [data]);
  const [ending, setEnding] = useState<readonly string[]>([]);
  const [endingOthers, setEndingOthers] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const failed = useCallback(
    (failure: unknown) =>
      setNotice({ severity: 'error', text: noticeOf(failure)?.message ?? t('endFailed') }),
    [noticeOf, t],
  );

  const onEnd = useCallback(
    async (entry: SignInEntry) => {
      setEnding((ids) => [...ids, entry.id]);
      setNotice(undefined);
      try {
        await client.call<void>(profileEndpoints.endSignIn, { params: { signInId: entry.id } });
        setNotice({ severity: 'success', text: t('ended') });
      } catch (failure) {
        failed(failure);
      } finally {
        setEnding((ids) => ids.filter((id) => id !== entry.id));
        void mutate();
      }
    },
    [client, failed, mutate, t],
  );
  const onEndOthers = async () => {
    setEndingOthers(true);
    setNotice(undefined);
    try {
      const { ended } = await client.call<SignInsEnded>(profileEndpoints.endOtherSignIns);
      setNotice({ severity: 'success', text: t('endedOthers', { count: ended }) });
    } catch (failure) {
      failed(failure);
    } finally {
      setEndingOthers(false);
      void mutate();
    }
  };

  const columns = useSignInColumns({ onEnd: (entry) => void onEnd(entry), ending, timeZone });
  const [search, setSearch] = useState(() => new URLSearchParams());
  const { listProps } = useCollection(
    {
      list: 'profile-sign-ins',
      columns,
      search,
      onSearchChange: setSearch,
      defaultSort: { field: 'lastUsedAt', direction: 'desc' },
      defaultPageSize: 10,
      defaultColumns: SIGN_IN_COLUMNS,
    },
    { items: entries, state, retry: () => void mutate(), accessors: signInAccessors },
  );
  return (
    <SignInsList
      {...listProps}
      columns={columns}
      onEndOthers={() => void onEndOthers()}
      hasOthers={entries.some((entry) => !entry.current)}
      endingOthers={endingOthers}
      notice={notice}
    />
  );
}
