import type { ContractList, TssData } from '@nuvem/api-contract';
import { environmentEndpoints } from '@nuvem/api-contract/paths';
import useSWR from 'swr';
import { isApiError } from '../api/ApiError';
import { useNotify } from '../notices/useNotify';
import { useMe } from '../session/useMe';
import { useSession } from '../session/useSession';
import { MARKETPLACE_TEST_FEATURE } from './menuConstants';
import { menuKeys } from './menuKeys';

const forbidden = (error: unknown) => isApiError(error) && error.status === 403;

/**
 * The marketplace rule of spec §6: the Marketplace entry shows for users with menu_marketplace_test, or
 * whose current environment has a contract (GET contracts non-empty), or whose TSS hired quota is above 0
 * (GET TSS by t_code). A 403 on those lookups counts as no, quietly; another failure also counts as no and
 * is shown per spec §8. False until the answers arrive. Testers ask nothing.
 */
export function useMarketplaceAllowed(cloudId: string | undefined, tCode: string | undefined): boolean {
  const session = useSession();
  const { client } = session;
  const { notifyError } = useNotify();
  const user = useMe().data;
  const tester =
    !!user && [...(user.features ?? []), ...(user.featureFlags ?? [])].includes(MARKETPLACE_TEST_FEATURE);
  const asked = !!user && !tester;
  const options = (key: string) => ({
    onError: (error: unknown) => {
      if (!forbidden(error)) notifyError(error, key);
    },
  });
  const contracts = useSWR(
    menuKeys.contracts(session, cloudId, asked),
    ([, , id]) => client.call<ContractList>(environmentEndpoints.contracts, { params: { cloudId: id } }),
    options('menu:contracts'),
  );
  const tss = useSWR(
    menuKeys.tss(session, tCode, asked),
    ([, , code]) => client.call<TssData>(environmentEndpoints.tss, { params: { tCode: code } }),
    options('menu:tss'),
  );
  // An answer cached before a 403 (the feature was taken away) no longer counts.
  const hasContract = !contracts.error && (contracts.data?.contracts.length ?? 0) > 0;
  const hasTssQuota = !tss.error && (tss.data?.quota_hired ?? 0) > 0;
  return tester || hasContract || hasTssQuota;
}
