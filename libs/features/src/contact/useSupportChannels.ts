import type { SupportChannels } from '@nuvem/api-contract';
import { supportEndpoints } from '@nuvem/api-contract/paths';
import type { SupportContactChannel, SupportLoadState } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';
import { contactChannelOf } from './contactChannelOf';
import { contactKeys } from './contactKeys';

export interface SupportChannelsState {
  channels: readonly SupportContactChannel[];
  state: SupportLoadState;
  retry: () => void;
}

const NONE: readonly SupportContactChannel[] = [];

/** The provider's support channels for the contact page (GET /support/channels); they rarely change. */
export function useSupportChannels(): SupportChannelsState {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const { data, error, mutate } = useSWR(
    contactKeys.channels(session),
    () => session.client.call<SupportChannels>(supportEndpoints.channels),
    { revalidateOnFocus: false },
  );
  const channels = useMemo(() => data?.channels.map(contactChannelOf) ?? NONE, [data]);
  const retry = useCallback(() => void mutate(), [mutate]);
  const state: SupportLoadState =
    error !== undefined
      ? { status: 'error', message: noticeOf(error)?.message ?? t('error_code.internal_error') }
      : data === undefined
        ? { status: 'loading' }
        : { status: 'ready' };
  return { channels, state, retry };
}
