import { docsEndpoints } from '@nuvem/api-contract/paths';
import type { ApiReferenceState } from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useLoadState } from '../api/useLoadState';
import { useSession } from '../session/useSession';
import { apiReferenceOf, type OpenApiDocument } from './apiReferenceOf';

/**
 * The API's reference (GET /api/v1/openapi.json, public) in the user's language (`lang`: the API translates
 * its routes' texts): fetched once per sign-in and language — the document changes only with a new API
 * version — and reduced to what the reference shows.
 */
export function useApiReference(): { state: ApiReferenceState; retry: () => void } {
  const session = useSession();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const key =
    session.status === 'signedIn' ? ([docsEndpoints.openApi.path, session.epoch, language] as const) : null;
  const { data, error, mutate } = useSWR(
    key,
    () => session.client.call<OpenApiDocument>(docsEndpoints.openApi, { query: { lang: language } }),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
    },
  );
  const load = useLoadState(data, error);
  const model = useMemo(() => (data ? apiReferenceOf(data) : undefined), [data]);
  const state: ApiReferenceState =
    load.status === 'ready' && model
      ? { status: 'ready', model }
      : load.status === 'error'
        ? load
        : { status: 'loading' };
  return { state, retry: () => void mutate() };
}
