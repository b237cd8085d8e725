import type { Impersonation, ImpersonationCandidates, StartImpersonationBody } from '@nuvem/api-contract';
import {
  impersonateUsersFeature,
  impersonationEndpoints,
  minImpersonationQueryLength,
} from '@nuvem/api-contract/paths';
import type { ImpersonationCandidate } from '@nuvem/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { useNotify } from '../notices/useNotify';
import { useMe } from '../session/useMe';
import { useSession } from '../session/useSession';
import { impersonationCandidateOf } from './impersonationCandidateOf';
import { IMPERSONATION_RELOAD_PATH } from './impersonationConstants';
import { impersonationKeys } from './impersonationKeys';

export interface ImpersonationState {
  /** Set while this sign-in impersonates someone (GET /me `impersonation`). */
  active: Impersonation | undefined;
  /** The signed-in staff member holds impersonate_users (and is not impersonating already). */
  allowed: boolean;
  /** Searches users by name or e-mail; shorter texts than the API accepts are ignored. */
  search: (query: string) => void;
  results: ImpersonationCandidate[] | undefined;
  searching: boolean;
  searchError: string | undefined;
  start: (userId: string) => Promise<void>;
  stop: () => Promise<void>;
  /** A start or stop is under way (it ends with a reload). */
  busy: boolean;
  /** The last start failed (translated); a failed stop is a notice, the picker being closed then. */
  error: string | undefined;
}

export interface ImpersonationOptions {
  /** Loads a page afresh; `window.location.assign` by default (tests pass a spy). */
  reload?: (path: string) => void;
}

/**
 * Impersonate users (spec §2.7): who is impersonated now (GET /me), the search of users to impersonate
 * (GET /impersonation/users), and starting (POST) and ending (DELETE) it. Both reload the portal at its root:
 * every answer of the API is then for the other person.
 */
export function useImpersonation({ reload = defaultReload }: ImpersonationOptions = {}): ImpersonationState {
  const { status, epoch, client } = useSession();
  const me = useMe().data;
  const { t } = useTranslation('features');
  const noticeOf = useErrorNotice();
  const { notifyError } = useNotify();
  const [query, setQuery] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const active = me?.impersonation ?? undefined;
  const allowed = !active && (me?.features.includes(impersonateUsersFeature) ?? false);

  const candidates = useSWR(
    allowed ? impersonationKeys.candidates({ status, epoch }, query) : null,
    ([, , q]) => client.call<ImpersonationCandidates>(impersonationEndpoints.candidates, { query: { q } }),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
  const search = useCallback((text: string) => {
    const q = text.trim();
    if (q.length >= minImpersonationQueryLength) setQuery(q);
  }, []);
  const results = useMemo(
    () => candidates.data?.users.map((user) => impersonationCandidateOf(user, t)),
    [candidates.data, t],
  );
  const messageOf = useCallback(
    (failure: unknown) => noticeOf(failure)?.message ?? String(failure),
    [noticeOf],
  );

  const run = useCallback(
    async (call: () => Promise<unknown>, onFailure: (failure: unknown) => void) => {
      setBusy(true);
      setError(undefined);
      try {
        await call();
        reload(IMPERSONATION_RELOAD_PATH);
      } catch (failure) {
        onFailure(failure);
        setBusy(false);
      }
    },
    [reload],
  );
  const start = useCallback(
    (userId: string) => {
      const body: StartImpersonationBody = { user_id: userId };
      return run(
        () => client.call<Impersonation>(impersonationEndpoints.start, { body }),
        (failure) => setError(messageOf(failure)),
      );
    },
    [client, run, messageOf],
  );
  const stop = useCallback(
    () =>
      run(
        () => client.call<void>(impersonationEndpoints.stop),
        (failure) => notifyError(failure, 'impersonation:stop'),
      ),
    [client, run, notifyError],
  );

  return {
    active,
    allowed,
    search,
    results: query === null ? undefined : results,
    searching: candidates.isLoading,
    searchError: candidates.error === undefined ? undefined : messageOf(candidates.error),
    start,
    stop,
    busy,
    error,
  };
}

const defaultReload = (path: string) => window.location.assign(path);
