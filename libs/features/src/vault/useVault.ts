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

/** The environment's external keys; fetched again every 2 s while a re-wrap is under way. */
export function useVaultKeys(cloudId: string | undefined, allowed: boolean, rewrapAsked: boolean) {
  const session = useSession();
  const { data, error, mutate } = useSWR(
    vaultKeys.keys(session, cloudId, allowed),
    ([, , id]) => session.client.call<VaultKeyList>(vaultKeyEndpoints.list, { params: { cloudId: id } }),
    {
      refreshInterval: (latest) =>
        rewrapAsked || latest?.keys.some((key) => key.pending_rewrap > 0) ? 2000 : 0,
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
