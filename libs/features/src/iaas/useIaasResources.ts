import type { IaasResourceList } from '@nuvem/api-contract';
import { iaasEndpoints } from '@nuvem/api-contract/paths';
import type { IaasResourceItem, IaasResourcesState } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';
import { iaasKeys } from './iaasKeys';
import { iaasResourceOf } from './iaasResourceOf';

export interface IaasResources {
  /** Every resource of the environment, by kind then name. */
  resources: readonly IaasResourceItem[];
  /** loading until the first answer; error with the API's error translated (spec §8); ready. */
  state: IaasResourcesState;
  retry: () => void;
}

const NONE: readonly IaasResourceItem[] = [];

/**
 * The environment's IaaS resources (GET /environments/:cloudId/iaas/resources): asked only when `allowed`
 * (menu_iaas, and the IaaS account not cancelling: spec §6). The screen filters them in memory.
 */
export function useIaasResources(cloudId: string | undefined, allowed: boolean): IaasResources {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const { data, error, mutate } = useSWR(iaasKeys.resources(session, cloudId, allowed), ([, , id]) =>
    session.client.call<IaasResourceList>(iaasEndpoints.resources, { params: { cloudId: id } }),
  );
  const resources = useMemo(() => data?.resources.map(iaasResourceOf) ?? NONE, [data]);
  const state: IaasResourcesState =
    error !== undefined && data === undefined
      ? { status: 'error', message: noticeOf(error)?.message ?? t('error_code.internal_error') }
      : data === undefined
        ? { status: 'loading' }
        : { status: 'ready' };
  const retry = useCallback(() => void mutate(), [mutate]);
  return { resources, state, retry };
}
