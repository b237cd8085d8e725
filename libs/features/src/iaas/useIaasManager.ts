import type {
  IaasImportedImageList,
  IaasQuotas,
  IaasResourceList,
  IaasSshKeyList,
  OperationAnswer,
} from '@nuvem/api-contract';
import { iaasEndpoints, iaasManagerEndpoints } from '@nuvem/api-contract/paths';
import type {
  IaasResourceItem,
  MachineImageOption,
  MachineNetworkOption,
  MachineQuota,
  MachineSshKeyOption,
} from '@nuvem/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';
import { iaasKeys } from './iaasKeys';
import { useRevalidateIaas } from './useRevalidateIaas';

/** GET …/iaas/quotas: each limit and what is used. */
export function useIaasQuotas(cloudId: string | undefined, allowed: boolean) {
  const session = useSession();
  const { data, error, mutate } = useSWR(iaasKeys.manager(session, cloudId, allowed, 'quotas'), ([, , id]) =>
    session.client.call<IaasQuotas>(iaasManagerEndpoints.quotas, { params: { cloudId: id } }),
  );
  const quotas = useMemo<MachineQuota[] | undefined>(() => data?.quotas.map((q) => ({ ...q })), [data]);
  return { quotas, data, error, retry: () => void mutate() };
}

/** What a machine is created with: the environment's SSH keys, imported images and networks. */
export function useIaasMachineChoices(cloudId: string | undefined, allowed: boolean) {
  const session = useSession();
  const keys = useSWR(iaasKeys.manager(session, cloudId, allowed, 'sshKeys'), ([, , id]) =>
    session.client.call<IaasSshKeyList>(iaasManagerEndpoints.sshKeys, { params: { cloudId: id } }),
  );
  const imported = useSWR(iaasKeys.manager(session, cloudId, allowed, 'importedImages'), ([, , id]) =>
    session.client.call<IaasImportedImageList>(iaasManagerEndpoints.importedImages, {
      params: { cloudId: id },
    }),
  );
  // The networks, one page of the resources list (an environment has a few).
  const networks = useSWR(
    iaasKeys.resources(session, cloudId, allowed, 'iaas-manager-networks'),
    ([, , id]) =>
      session.client.call<IaasResourceList>(iaasEndpoints.resources, {
        params: { cloudId: id },
        query: { filter: ['kind=network'], page_size: 100 },
      }),
  );
  return useMemo(
    () => ({
      sshKeys: keys.data?.ssh_keys.map((k): MachineSshKeyOption => ({
        id: k.id,
        name: k.name,
        fingerprint: k.fingerprint,
      })),
      importedImages: imported.data?.images.map(imageOptionOf),
      networks: networks.data?.resources.map((n): MachineNetworkOption => ({
        resourceId: n.resource_id,
        name: n.name,
        region: n.region,
        cidr: n.cidr ?? '',
      })),
      error: keys.error ?? imported.error ?? networks.error,
    }),
    [keys.data, keys.error, imported.data, imported.error, networks.data, networks.error],
  );
}

export function imageOptionOf(image: {
  image_id: string;
  name: string;
  os_family: 'linux' | 'windows';
  min_disk_gb: number;
  license_cents_per_vcpu: number;
}): MachineImageOption {
  return {
    imageId: image.image_id,
    name: image.name,
    osFamily: image.os_family,
    minDiskGb: image.min_disk_gb,
    licenseCentsPerVcpu: image.license_cents_per_vcpu,
  };
}

/**
 * Removes free resources, one operation each (POST …/resources/:id/remove with the resource's name as the
 * confirmation the user gave), then fetches the lists and quotas again. A refusal is said by resource.
 */
export function useIaasResourceRemoval(cloudId: string | undefined) {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const revalidate = useRevalidateIaas();
  const [removing, setRemoving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const remove = useCallback(
    async (resources: readonly IaasResourceItem[]) => {
      if (!cloudId || removing) return;
      setRemoving(true);
      setErrors([]);
      const answers = await Promise.allSettled(
        resources.map((resource) =>
          session.client.call<OperationAnswer>(iaasManagerEndpoints.removeResource, {
            params: { cloudId, resourceId: resource.id },
            body: { confirmation: resource.name },
            idempotencyKey: crypto.randomUUID(),
          }),
        ),
      );
      setErrors(
        answers.flatMap((answer, i) =>
          answer.status === 'rejected'
            ? [
                t('iaas.manager.removeFailed', {
                  name: resources[i]!.name,
                  reason: noticeOf(answer.reason)?.message ?? t('error_code.internal_error'),
                }),
              ]
            : [],
        ),
      );
      setRemoving(false);
      revalidate();
    },
    [cloudId, removing, session.client, revalidate, noticeOf, t],
  );
  return { remove, removing, errors };
}
