import { useCallback } from 'react';
import { useErrorNotice } from '../api/useErrorNotice';
import { useNoticesStore } from './NoticesProvider';
import type { NoticeInput } from './noticesStore';
import { logger } from '../logging/logger';

export interface Notify {
  /** Shows a notice (a toast with `autoHideMs`, otherwise one that stays until closed). */
  notify: (notice: NoticeInput) => string;
  /**
   * Shows a failed call per spec §8 (error_title, error_type, the translated error_code) and returns true;
   * an error without those fields passes through: it is logged and false is returned. `key` keeps a
   * failure that repeats (a poll) to one notice.
   */
  notifyError: (error: unknown, key?: string) => boolean;
}

export function useNotify(): Notify {
  const store = useNoticesStore();
  const noticeOf = useErrorNotice();
  const notifyError = useCallback(
    (error: unknown, key?: string) => {
      const notice = noticeOf(error);
      if (!notice) {
        logger.error(error);
        return false;
      }
      store.notify({ key, severity: notice.type, title: notice.title, message: notice.message });
      return true;
    },
    [store, noticeOf],
  );
  return { notify: store.notify, notifyError };
}
