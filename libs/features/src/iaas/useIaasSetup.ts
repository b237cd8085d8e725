import type { IaasNetwork, IaasNetworkList, IaasSettings } from '@nuvem/api-contract';
import { iaasSetupEndpoints } from '@nuvem/api-contract/paths';
import type { IaasNetworkItem, IaasSettingsValue } from '@nuvem/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { CollectionAccessors } from '../collection/applyCollection';
import { useSession } from '../session/useSession';
import { iaasKeys } from './iaasKeys';

/** A network of the API as the setup screen lists it. */
export function iaasNetworkOf(network: IaasNetwork): IaasNetworkItem {
  return {
    id: network.resource_id,
    name: network.name,
    cidr: network.cidr,
    region: network.region,
    state: network.state,
    machineCount: network.machine_count,
    subnets: network.subnets.map((s) => ({
      id: s.subnet_id,
      name: s.name,
      cidr: s.cidr,
      state: s.state,
      machineCount: s.machine_count,
    })),
  };
}

/** How the networks list filters and sorts in memory: by name, state, block, region, machines; free text in names. */
export const iaasNetworkAccessors: CollectionAccessors<IaasNetworkItem> = {
  valueOf: (network, field) =>
    field === 'machines'
      ? network.machineCount
      : field === 'name' || field === 'cidr' || field === 'region' || field === 'state'
        ? network[field]
        : null,
  textOf: (network) =>
    [network.name, network.id, network.cidr, ...network.subnets.flatMap((s) => [s.name, s.cidr])].join('\n'),
};

/** The API's settings as the settings form holds them ('' for no default), and back. */
export function iaasSettingsValueOf(settings: IaasSettings): IaasSettingsValue {
  return {
    enabledRegions: settings.enabled_regions,
    defaultRegion: settings.default_region ?? '',
    defaultSize: settings.default_size_sku ?? '',
    defaultImage: settings.default_image_id ?? '',
    defaultNetwork: settings.default_network_id ?? '',
  };
}

export function iaasSettingsBodyOf(value: IaasSettingsValue) {
  return {
    enabled_regions: [...value.enabledRegions],
    default_region: value.defaultRegion || null,
    default_size_sku: value.defaultSize || null,
    default_image_id: value.defaultImage || null,
    default_network_id: value.defaultNetwork || null,
  };
}

/** The environment's networks with their subnets. */
export function useIaasNetworks(cloudId: string | undefined, allowed: boolean) {
  const session = useSession();
  const { data, error, mutate } = useSWR(iaasKeys.networks(session, cloudId, allowed), ([, , id]) =>
    session.client.call<IaasNetworkList>(iaasSetupEndpoints.networks, { params: { cloudId: id } }),
  );
  const networks = useMemo(() => data?.networks.map(iaasNetworkOf), [data]);
  return { networks, data, error, mutate };
}

/** The environment's IaaS settings. */
export function useIaasSettings(cloudId: string | undefined, allowed: boolean) {
  const session = useSession();
  const { data, error, mutate } = useSWR(iaasKeys.settings(session, cloudId, allowed), ([, , id]) =>
    session.client.call<IaasSettings>(iaasSetupEndpoints.settings, { params: { cloudId: id } }),
  );
  const value = useMemo(() => (data ? iaasSettingsValueOf(data) : undefined), [data]);
  return { value, data, error, mutate };
}
