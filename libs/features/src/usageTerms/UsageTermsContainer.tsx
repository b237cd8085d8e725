import { UsageTermsPage, useUsageTermAcceptanceColumns } from '@nuvem/ui';
import { useMemo } from 'react';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useLoadState } from '../api/useLoadState';
import { useCollection } from '../collection/useCollection';
import { useMe } from '../session/useMe';
import { useShellPermissions } from '../permissions/useShellPermissions';
import {
  usageTermAcceptanceAccessors,
  usageTermAcceptanceOf,
  usageTermOf,
  useUsageTermsOfEnvironment,
} from './useUsageTerms';

export interface UsageTermsContainerProps {
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
}

/**
 * Termos de aceite (/views-contract-acceptance) on the API: the versions that apply to the chosen environment's
 * customer, and who accepted which (every user's for an administrator, the user's own otherwise).
 */
export function UsageTermsContainer({ search, onSearchChange }: UsageTermsContainerProps) {
  const cloudId = useCurrentAccount()?.cloud_id;
  const permissions = useShellPermissions();
  const me = useMe().data;
  const terms = useUsageTermsOfEnvironment(cloudId, permissions?.usageTerms ?? false);
  const state = useLoadState(terms.data, terms.error);
  const versions = useMemo(() => terms.data?.versions.map(usageTermOf), [terms.data]);
  const acceptances = useMemo(() => terms.data?.acceptances.map(usageTermAcceptanceOf) ?? [], [terms.data]);
  const columns = useUsageTermAcceptanceColumns();
  const { listProps } = useCollection(
    {
      list: 'usage-term-acceptances',
      columns,
      search,
      onSearchChange,
      defaultSort: { field: 'acceptedAt', direction: 'desc' },
    },
    { items: acceptances, state, retry: () => void terms.mutate(), accessors: usageTermAcceptanceAccessors },
  );
  const seesEveryone = me?.kind === 'staff' || (permissions?.userManagement ?? false);
  return (
    <UsageTermsPage
      versions={versions}
      versionsState={state}
      onRetry={() => void terms.mutate()}
      acceptances={listProps}
      seesEveryone={seesEveryone}
    />
  );
}
