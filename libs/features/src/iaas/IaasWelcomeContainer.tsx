import type { IaasOverview } from '@nuvem/api-contract';
import { iaasOverviewEndpoints } from '@nuvem/api-contract/paths';
import { IaasWelcome, type IaasWelcomeProps, type IaasWelcomeView } from '@nuvem/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useLoadState } from '../api/useLoadState';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useSession } from '../session/useSession';
import { iaasKeys } from './iaasKeys';

/** The overview of the API as the welcome page shows it. */
export function iaasWelcomeOf(overview: IaasOverview): IaasWelcomeView {
  return {
    machines: overview.machines,
    volumes: { count: overview.volumes.count, sizeGb: overview.volumes.size_gb },
    networks: overview.networks,
    publicIps: overview.public_ips,
    regions: overview.regions,
    monthlyCents: overview.monthly_cents,
    checklist: overview.checklist,
  };
}

/** IaaS › Boas-vindas on the API: the current environment's overview and getting-started checklist. */
export function IaasWelcomeContainer({ hrefs }: Pick<IaasWelcomeProps, 'hrefs'>) {
  const session = useSession();
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.iaas ?? false;
  const { data, error, mutate } = useSWR(iaasKeys.overview(session, cloudId, allowed), ([, , id]) =>
    session.client.call<IaasOverview>(iaasOverviewEndpoints.overview, { params: { cloudId: id } }),
  );
  const overview = useMemo(() => (data ? iaasWelcomeOf(data) : undefined), [data]);
  const state = useLoadState(data, error);
  return <IaasWelcome overview={overview} state={state} onRetry={() => void mutate()} hrefs={hrefs} />;
}
