import type { IaasMachineDetail } from '@nuvem/api-contract';
import { iaasMachineEndpoints } from '@nuvem/api-contract/paths';
import type { IaasMachineLoadState, IaasMachineView } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { useLoadState } from '../api/useLoadState';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';
import { iaasKeys } from './iaasKeys';
import { iaasMachineOf } from './iaasMachineOf';

export interface IaasMachine {
  machine?: IaasMachineView;
  /** loading until the first answer; error with the API's error translated (spec §8); ready. */
  state: IaasMachineLoadState;
  retry: () => void;
}

/**
 * One machine of the environment (GET …/iaas/virtual-machines/:resourceId), asked only when `allowed`; a machine
 * in error says what failed on it and why.
 */
export function useIaasMachine(
  cloudId: string | undefined,
  allowed: boolean,
  resourceId: string,
): IaasMachine {
  const session = useSession();
  const { data, error, mutate } = useSWR(
    iaasKeys.machine(session, cloudId, allowed, resourceId),
    ([, , id, machineId]) =>
      session.client.call<IaasMachineDetail>(iaasMachineEndpoints.machine, {
        params: { cloudId: id, resourceId: machineId },
      }),
  );
  const noticeOf = useErrorNotice();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const machine = useMemo(() => {
    if (!data) return undefined;
    const { name, resource_id } = data.machine;
    // What failed on a machine in error, named as the actions sidebar names it, and why, as the catalogue says.
    return iaasMachineOf(data, (failure) => ({
      operation: t(`pipelines.operationKind.${failure.kind}`, { target: name, defaultValue: failure.kind }),
      reason:
        noticeOf({ error_code: failure.error_code, error_vars: [resource_id] })?.message ??
        t('error_code.operation_failed'),
      at: failure.finished_at,
    }));
  }, [data, noticeOf, t]);
  const state: IaasMachineLoadState = useLoadState(data, error);
  const retry = useCallback(() => void mutate(), [mutate]);
  return { machine, state, retry };
}
