import type { TssData } from '@nuvem/api-contract';
import { environmentEndpoints } from '@nuvem/api-contract/paths';
import type { HomeLoadState, HomeTssQuota } from '@nuvem/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isApiError } from '../api/ApiError';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { menuKeys } from '../menu/menuKeys';
import { useSession } from '../session/useSession';
import { TSS_PATH } from './homeConstants';

/**
 * The TSS quota of the environment's customer (GET /tss/:tCode), under the key of the menu's marketplace rule
 * (spec §6), which already asks it: fetched once. Asked only with the tss feature; a 403 (the feature taken
 * away since GET /me) hides it, as the rule counts it as no.
 */
export function useHomeTss(
  tCode: string | undefined,
  allowed: boolean,
): (HomeTssQuota & { onRetry: () => void }) | undefined {
  const session = useSession();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const noticeOf = useErrorNotice();
  const { data, error, mutate } = useSWR(
    menuKeys.tss(session, tCode, allowed),
    ([, , code]) => session.client.call<TssData>(environmentEndpoints.tss, { params: { tCode: code } }),
    // The menu's rule already asked: its answer stands (no second request when the home mounts).
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
  const onRetry = useCallback(() => void mutate(), [mutate]);
  if (!allowed || !tCode || (isApiError(error) && error.status === 403)) return undefined;
  const state: HomeLoadState =
    error !== undefined
      ? { status: 'error', message: noticeOf(error)?.message ?? t('error_code.internal_error') }
      : data
        ? { status: 'ready' }
        : { status: 'loading' };
  return { state, hired: data?.quota_hired ?? 0, used: data?.quota_used ?? 0, href: TSS_PATH, onRetry };
}
