import type { IaasSshKey, IaasSshKeyList } from '@nuvem/api-contract';
import { iaasManagerEndpoints, iaasSshKeyEndpoints } from '@nuvem/api-contract/paths';
import { sshKeyTypeLabel, type IaasSshKeyItem } from '@nuvem/ui';
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import type { CollectionAccessors } from '../collection/applyCollection';
import { useSession } from '../session/useSession';
import { iaasKeys } from './iaasKeys';

/** A key of the API as the list shows it. */
export function iaasSshKeyOf(key: IaasSshKey): IaasSshKeyItem {
  return {
    id: key.id,
    name: key.name,
    type: key.key_type,
    bits: key.bits,
    fingerprint: key.fingerprint,
    createdBy: key.created_by,
    createdAt: key.created_at,
  };
}

/** How the keys list filters and sorts in memory; the type by its short name (ED25519, ECDSA, RSA). */
export const iaasSshKeyAccessors: CollectionAccessors<IaasSshKeyItem> = {
  valueOf: (key, field) =>
    field === 'type'
      ? sshKeyTypeLabel(key.type)
      : field === 'name' || field === 'fingerprint' || field === 'createdBy' || field === 'createdAt'
        ? key[field]
        : null,
  sortValueOf: (key, field) => (field === 'type' ? `${sshKeyTypeLabel(key.type)} ${key.bits}` : null),
  textOf: (key) => [key.name, key.fingerprint, key.createdBy ?? '', key.type].join('\n'),
};

/**
 * The environment's SSH keys: the same SWR entry the VM wizard's key picker reads (iaasKeys.manager
 * 'sshKeys'), so a key added or deleted here is what the wizard offers next.
 */
export function useIaasSshKeys(cloudId: string | undefined, allowed: boolean) {
  const session = useSession();
  const { data, error, mutate } = useSWR(iaasKeys.manager(session, cloudId, allowed, 'sshKeys'), ([, , id]) =>
    session.client.call<IaasSshKeyList>(iaasManagerEndpoints.sshKeys, { params: { cloudId: id } }),
  );
  const keys = useMemo(() => data?.ssh_keys.map(iaasSshKeyOf), [data]);
  return { keys, data, error, mutate };
}

/** What a delete refused: the key's name and why, translated. */
export interface IaasSshKeyRefusal {
  name: string;
  reason: string;
}

/** Deletes keys, one request each with its Idempotency-Key, then fetches the list again. */
export function useIaasSshKeyRemoval(cloudId: string | undefined, refresh: () => Promise<unknown>) {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const [removing, setRemoving] = useState(false);
  const remove = useCallback(
    async (keys: readonly IaasSshKeyItem[]): Promise<IaasSshKeyRefusal[]> => {
      if (!cloudId) return [];
      setRemoving(true);
      try {
        const answers = await Promise.allSettled(
          keys.map((key) =>
            session.client.call(iaasSshKeyEndpoints.delete, {
              params: { cloudId, sshKeyId: key.id },
              idempotencyKey: crypto.randomUUID(),
            }),
          ),
        );
        await refresh();
        return answers.flatMap((answer, i) =>
          answer.status === 'rejected'
            ? [{ name: keys[i]!.name, reason: noticeOf(answer.reason)?.message ?? '' }]
            : [],
        );
      } finally {
        setRemoving(false);
      }
    },
    [cloudId, session.client, noticeOf, refresh],
  );
  return { remove, removing };
}
