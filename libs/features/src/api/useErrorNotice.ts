import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNoticeOf, type ErrorNotice } from './errorNotice';

/** errorNoticeOf bound to the current language: re-renders when it changes. */
export function useErrorNotice(): (error: unknown) => ErrorNotice | undefined {
  const { i18n } = useTranslation();
  return useCallback((error: unknown) => errorNoticeOf(error, i18n), [i18n]);
}
