import type { InsightsCatalogue, InsightsGroupList, InsightsUserList } from '@nuvem/api-contract';
import { insightsAdminEndpoints, maxPageSize } from '@nuvem/api-contract/paths';
import type { InsightsOption } from '@nuvem/ui';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useSession } from '../session/useSession';

type Session = ReturnType<typeof useSession>;

/** The SWR keys of the insights administration reads; null (ask nothing) unless signed in and allowed. */
export const insightsAdminKeys = {
  groups: (session: Session, allowed: boolean) =>
    session.status === 'signedIn' && allowed
      ? ([insightsAdminEndpoints.groups.path, session.epoch] as const)
      : null,
  catalogue: (session: Session, allowed: boolean) =>
    session.status === 'signedIn' && allowed
      ? ([insightsAdminEndpoints.catalogue.path, session.epoch] as const)
      : null,
  users: (session: Session, allowed: boolean) =>
    session.status === 'signedIn' && allowed
      ? ([insightsAdminEndpoints.users.path, session.epoch] as const)
      : null,
};

export function useInsightsGroups(allowed: boolean) {
  const session = useSession();
  return useSWR(insightsAdminKeys.groups(session, allowed), () =>
    session.client.call<InsightsGroupList>(insightsAdminEndpoints.groups),
  );
}

export function useInsightsCatalogue(allowed: boolean) {
  const session = useSession();
  return useSWR(insightsAdminKeys.catalogue(session, allowed), () =>
    session.client.call<InsightsCatalogue>(insightsAdminEndpoints.catalogue),
  );
}

/** Every user by e-mail, for the member picker (the API pages them: each page read in turn). */
export function useInsightsUserOptions(allowed: boolean): InsightsOption[] {
  const session = useSession();
  const key = insightsAdminKeys.users(session, allowed);
  const { data } = useSWR(key && ([...key, 'options'] as const), async () => {
    const all: InsightsUserList['items'] = [];
    for (let page = 1; ; page++) {
      const answer = await session.client.call<InsightsUserList>(insightsAdminEndpoints.users, {
        query: { page, page_size: maxPageSize },
      });
      all.push(...answer.items);
      if (all.length >= answer.total || answer.items.length === 0) return all;
    }
  });
  return useMemo(
    () => data?.map((u) => ({ id: u.user_id, label: u.email, hint: u.full_name })) ?? [],
    [data],
  );
}

/** Reads every insights administration list again after a change (groups, users, the member picker). */
export function useRevalidateInsightsAdmin() {
  const { mutate } = useSWRConfig();
  const paths: readonly string[] = [insightsAdminEndpoints.groups.path, insightsAdminEndpoints.users.path];
  return () => mutate((key) => Array.isArray(key) && paths.includes(key[0] as string));
}
