import type {
  VaultKey,
  VaultKeyList,
  VaultSecret,
  VaultSecretList,
  VaultSecretReveal,
} from '@nuvem/api-contract';
import { vaultKeyEndpoints, vaultSecretEndpoints } from '@nuvem/api-contract/paths';
import type { VaultKeyItem, VaultSecretItem } from '@nuvem/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { CollectionAccessors } from '../collection/applyCollection';
import type { SessionSnapshot } from '../session/createSession';
import { useSession } from '../session/useSession';

/** The SWR keys of the vault screens, per sign-in and environment; null when nothing may be asked. */
export const vaultKeys = {
  secrets: (session: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    session.status === 'signedIn' && cloudId && allowed
      ? ([vaultSecretEndpoints.list.path, session.epoch, cloudId] as const)
      : null,
  keys: (session: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    session.status === 'signedIn' && cloudId && allowed
      ? ([vaultKeyEndpoints.list.path, session.epoch, cloudId] as const)
      : null,
};

export const vaultSecretOf = (secret: VaultSecret): VaultSecretItem => ({
  id: secret.id,
  name: secret.name,
  description: secret.description,
  currentVersion: secret.current_version,
  versions: secret.versions,
  updatedAt: secret.updated_at,
  updatedBy: secret.updated_by,
});

export const vaultKeyOf = (key: VaultKey): VaultKeyItem => ({
  id: key.id,
  name: key.name,
  origin: key.origin,
  state: key.state,
  active: key.active,
  version: key.version,
  fingerprint: key.fingerprint,
  pendingRewrap: key.pending_rewrap,
  lastRotatedAt: key.last_rotated_at,
  createdAt: key.created_at,
});

/** How the secrets list filters and sorts in memory. */
export const vaultSecretAccessors: CollectionAccessors<VaultSecretItem> = {
  valueOf: (secret, field) =>
    field === 'name' || field === 'updatedBy' || field === 'updatedAt'
      ? secret[field]
      : field === 'versions'
        ? secret.versions
        : null,
  textOf: (secret) => [secret.name, secret.description, secret.updatedBy ?? ''].join('\n'),
};

/** How the keys list filters and sorts in memory. */
export const vaultKeyAccessors: CollectionAccessors<VaultKeyItem> = {
  valueOf: (key, field) =>
    field === 'name' || field === 'state' || field === 'fingerprint' || field === 'lastRotatedAt'
      ? key[field]
      : field === 'version'
        ? key.version
        : null,
  textOf: (key) => [key.name, key.fingerprint, key.origin].join('\n'),
};

/** The environment's secrets (never a value) and its active key's state. */
export function useVaultSecrets(cloudId: string | undefined, allowed: boolean) {
  const session = useSession();
  const { data, error, mutate } = useSWR(vaultKeys.secrets(session, cloudId, allowed), ([, , id]) =>
    session.client.call<VaultSecretList>(vaultSecretEndpoints.list, { params: { cloudId: id } }),
  );
  const secrets = useMemo(() => data?.secrets.map(vaultSecretOf), [data]);
  return { secrets, key: data?.key ?? null, data, error, mutate };
}

/** Whether every data key is wrapped by the active key's current version (no re-wrap left to do). */
export const vaultKeysSettled = (keys: readonly VaultKey[]) =>
  keys.every((key) => key.pending_rewrap === 0 && (key.active || key.wrapped_data_keys === 0));

/** How long the list is followed after a rotation or activation was asked, at most. */
const followRewrapMs = 60_000;

/**
 * The environment's external keys. After a rotation or activation was asked (`rewrapAskedAt`), fetched again
 * every 2 s until every data key is re-wrapped (or a minute has passed: a refused re-wrap stays as it is).
 */
export function useVaultKeys(cloudId: string | undefined, allowed: boolean, rewrapAskedAt?: number) {
  const session = useSession();
  const { data, error, mutate } = useSWR(
    vaultKeys.keys(session, cloudId, allowed),
    ([, , id]) => session.client.call<VaultKeyList>(vaultKeyEndpoints.list, { params: { cloudId: id } }),
    {
      refreshInterval: (latest) =>
        rewrapAskedAt !== undefined &&
        Date.now() - rewrapAskedAt < followRewrapMs &&
        !(latest && vaultKeysSettled(latest.keys))
          ? 2000
          : 0,
    },
  );
  const keys = useMemo(() => data?.keys.map(vaultKeyOf), [data]);
  return { keys, data, error, mutate };
}

/** Reveals a version of a secret (the current one by default): the API audits it. Nothing is cached. */
export function revealVaultSecret(
  session: ReturnType<typeof useSession>,
  cloudId: string,
  secretId: string,
): Promise<VaultSecretReveal> {
  return session.client.call<VaultSecretReveal>(vaultSecretEndpoints.reveal, {
    params: { cloudId, secretId },
    body: {},
  });
}
