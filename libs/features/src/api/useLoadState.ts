import { useTranslation } from 'react-i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useErrorNotice } from './useErrorNotice';

/** What a screen shows besides its data: placeholders until the first answer, or the failure in words. */
export type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

/** loading until the first answer; error with the API's error translated (spec §8); ready. */
export function useLoadState(data: unknown, error: unknown): LoadState {
  const noticeOf = useErrorNotice();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  if (error !== undefined && data === undefined)
    return { status: 'error', message: noticeOf(error)?.message ?? t('error_code.internal_error') };
  return data === undefined ? { status: 'loading' } : { status: 'ready' };
}
