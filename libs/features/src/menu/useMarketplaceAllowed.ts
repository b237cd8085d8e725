import type { ContractList, TssData } from '@nuvem/api-contract';
import { CONTRACT_READ_FEATURE, environmentEndpoints, TSS_FEATURE } from '@nuvem/api-contract/paths';
import useSWR from 'swr';
import { isApiError } from '../api/ApiError';
import { useNotify } from '../notices/useNotify';
import { useMe } from '../session/useMe';
import { useSession } from '../session/useSession';
import { MARKETPLACE_TEST_FEATURE } from './menuConstants';
import { menuKeys } from './menuKeys';

const forbidden = (error: unknown) => isApiError(error) && error.status === 403;

/** The marketplace rule's answer, and whether its lookups have answered (a gate waits for them). */
export interface MarketplaceRule {
  allowed: boolean;
  /** False while GET /me or a lookup the answer depends on is on its way. */
  settled: boolean;
}

/**
 * The marketplace rule of spec §6: the Marketplace entry shows for users with menu_marketplace_test, or
 * whose current environment has a contract (GET contracts non-empty), or whose TSS hired quota is above 0
 * (GET TSS by t_code). A 403 on those lookups counts as no, quietly; another failure also counts as no and
 * is shown per spec §8. False until the answers arrive. Testers ask nothing, and a lookup whose feature GET /me
 * does not list (show_contract, tss) is not asked: its answer would be a 403, that is no.
 */
export function useMarketplaceAllowed(cloudId: string | undefined, tCode: string | undefined): boolean {
  return useMarketplaceRule(cloudId, tCode).allowed;
}

/** `useMarketplaceAllowed`, with whether the answer is final. */
export function useMarketplaceRule(cloudId: string | undefined, tCode: string | undefined): MarketplaceRule {
  const session = useSession();
  const { client } = session;
  const { notifyError } = useNotify();
  const user = useMe().data;
  const held = new Set([...(user?.features ?? []), ...(user?.featureFlags ?? [])]);
  const tester = !!user && held.has(MARKETPLACE_TEST_FEATURE);
  const asked = !!user && !tester;
  const options = (key: string) => ({
    onError: (error: unknown) => {
      if (!forbidden(error)) notifyError(error, key);
    },
  });
  const contractsKey = menuKeys.contracts(session, cloudId, asked && held.has(CONTRACT_READ_FEATURE));
  const tssKey = menuKeys.tss(session, tCode, asked && held.has(TSS_FEATURE));
  const contracts = useSWR(
    contractsKey,
    ([, , id]) => client.call<ContractList>(environmentEndpoints.contracts, { params: { cloudId: id } }),
    options('menu:contracts'),
  );
  const tss = useSWR(
    tssKey,
    ([, , code]) => client.call<TssData>(environmentEndpoints.tss, { params: { tCode: code } }),
    options('menu:tss'),
  );
  // An answer cached before a 403 (the feature was taken away) no longer counts.
  const hasContract = !contracts.error && (contracts.data?.contracts.length ?? 0) > 0;
  const hasTssQuota = !tss.error && (tss.data?.quota_hired ?? 0) > 0;
  const allowed = tester || hasContract || hasTssQuota;
  const answered = (key: unknown, lookup: { data?: unknown; error?: unknown }) =>
    key === null || lookup.data !== undefined || lookup.error !== undefined;
  const settled = allowed || (!!user && answered(contractsKey, contracts) && answered(tssKey, tss));
  return { allowed, settled };
}
