import type { OperationAnswer } from '@nuvem/api-contract';
import { operationEndpoints } from '@nuvem/api-contract/paths';
import type { IaasMachineAction } from '@nuvem/ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';
import { useRevalidateIaas } from './useRevalidateIaas';

export interface IaasMachineActionState {
  /** The action sent and not yet accepted. */
  pending?: IaasMachineAction;
  /** Why the last one was refused, translated (spec §8). */
  error?: string;
  /** `value`: the typed name of a delete, the new size of a resize, the name of a snapshot. */
  act: (action: IaasMachineAction, value?: string) => void;
}

/** The action's body: what its dialog asked goes in the field the API reads for it. */
export function vmActionBodyOf(action: IaasMachineAction, value?: string) {
  if (value === undefined) return { action };
  if (action === 'resize') return { action, size_sku: value };
  if (action === 'snapshot') return { action, name: value };
  return { action, confirmation: value };
}

/**
 * Sends a machine's action (POST …/virtual-machines/:resourceId/actions, 202 with the operation). Each choice
 * of the user is one intent with its own Idempotency-Key: a retry of the same choice after a lost answer
 * sends the same key, so the API makes one operation of it. The page follows the operation on the stream.
 */
export function useIaasMachineAction(
  cloudId: string | undefined,
  resourceId: string,
): IaasMachineActionState {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const revalidate = useRevalidateIaas();
  const [pending, setPending] = useState<IaasMachineAction>();
  const [error, setError] = useState<string>();
  // The last intent and its key: the same action again after a failure is a retry of it.
  const intent = useRef<{ action: string; key: string }>(undefined);
  const act = useCallback(
    (action: IaasMachineAction, value?: string) => {
      if (!cloudId || pending) return;
      const signature = `${action}:${value ?? ''}`;
      if (intent.current?.action !== signature)
        intent.current = { action: signature, key: crypto.randomUUID() };
      const key = intent.current.key;
      setPending(action);
      setError(undefined);
      session.client
        .call<OperationAnswer>(operationEndpoints.vmAction, {
          params: { cloudId, resourceId },
          body: vmActionBodyOf(action, value),
          idempotencyKey: key,
        })
        .then(() => {
          intent.current = undefined;
          revalidate();
        })
        .catch((failure: unknown) => setError(noticeOf(failure)?.message ?? t('error_code.internal_error')))
        .finally(() => setPending(undefined));
    },
    [cloudId, resourceId, pending, session.client, revalidate, noticeOf, t],
  );
  return { pending, error, act };
}
