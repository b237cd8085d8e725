import type { DisasterRecoveryLoadState } from '@nuvem/ui';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';

/** loading until the first answer; error with the API's error translated (spec §8); ready. */
export function useLoadState(data: unknown, error: unknown): DisasterRecoveryLoadState {
  const noticeOf = useErrorNotice();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  if (error !== undefined && data === undefined)
    return { status: 'error', message: noticeOf(error)?.message ?? t('error_code.internal_error') };
  return data === undefined ? { status: 'loading' } : { status: 'ready' };
}
