import type { CommunicationEvent, Communications } from '@nuvem/api-contract';
import { messageEndpoints } from '@nuvem/api-contract/paths';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ApiClient } from '../api/apiClient';
import { logger } from '../logging/logger';
import { useNotify } from '../notices/useNotify';
import { useSession } from '../session/useSession';
import { MARKETPLACE_COMMUNICATIONS } from './alertsConstants';
import { alertsKeys } from './alertsKeys';

const NONE: CommunicationEvent[] = [];
const GENERAL = 0;

const fetchCommunications = (client: ApiClient, cloudId: string, marketplace: number) =>
  client.call<Communications>(messageEndpoints.communications, {
    params: { cloudId },
    // Spec §7, §9: the marketplace ones are fetched with value 1; the others without the parameter.
    query: { marketplace: marketplace === GENERAL ? undefined : marketplace },
  });

/**
 * The communications of the current environment (GET /environments/:cloudId/communications): the
 * environment's own, then the marketplace ones (the same call with marketplace=1, spec §7, §9), each once.
 * Spec §8: a failure of either shows 'Erro' - 'Não foi possível obter a lista de alertas' (one notice).
 */
export function useCommunications(cloudId: string | undefined): CommunicationEvent[] {
  const { status, epoch, client } = useSession();
  const { notify } = useNotify();
  const { t } = useTranslation('features');
  const key = alertsKeys.communications({ status, epoch }, cloudId);
  const options = {
    onError: (error: unknown) => {
      logger.warn('The communications could not be read', error);
      notify({
        key: 'alerts:communications',
        severity: 'error',
        title: t('alerts.communicationsFailedTitle'),
        message: t('alerts.communicationsFailed'),
      });
    },
  };
  const general = useSWR(
    key && ([...key, GENERAL] as const),
    ([, , id, kind]) => fetchCommunications(client, id, kind),
    options,
  );
  const marketplace = useSWR(
    key && ([...key, MARKETPLACE_COMMUNICATIONS] as const),
    ([, , id, kind]) => fetchCommunications(client, id, kind),
    options,
  );
  const own = general.data?.communication_events;
  const offers = marketplace.data?.communication_events;
  return useMemo(() => {
    if (!own && !offers) return NONE;
    const seen = new Set<string>();
    return [...(own ?? []), ...(offers ?? [])].filter((event) => {
      if (seen.has(event.id)) return false;
      seen.add(event.id);
      return true;
    });
  }, [own, offers]);
}
