import type { CommunicationEvent, Communications } from '@nuvem/api-contract';
import { messageEndpoints } from '@nuvem/api-contract/paths';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { retryOnlyServerErrors } from '../api/retryOnlyServerErrors';
import { useNotify } from '../notices/useNotify';
import { useSession } from '../session/useSession';
import { alertsKeys } from './alertsKeys';
import { logger } from '../logging/logger';

const NONE: CommunicationEvent[] = [];

/**
 * The communications of the current environment (GET /environments/:cloudId/communications, not the
 * marketplace ones). Spec §8: a failure shows 'Erro' - 'Não foi possível obter a lista de alertas'.
 */
export function useCommunications(cloudId: string | undefined): CommunicationEvent[] {
  const { status, epoch, client } = useSession();
  const { notify } = useNotify();
  const { t } = useTranslation('features');
  const { data } = useSWR(
    alertsKeys.communications({ status, epoch }, cloudId),
    ([, , id]) => client.call<Communications>(messageEndpoints.communications, { params: { cloudId: id } }),
    {
      shouldRetryOnError: retryOnlyServerErrors,
      onError: (error: unknown) => {
        logger.warn('The communications could not be read', error);
        notify({
          key: 'alerts:communications',
          severity: 'error',
          title: t('alerts.communicationsFailedTitle'),
          message: t('alerts.communicationsFailed'),
        });
      },
    },
  );
  return data?.communication_events ?? NONE;
}
