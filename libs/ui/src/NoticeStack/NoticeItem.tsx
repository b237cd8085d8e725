import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../model/notice';
import { noticeRoleOf } from './noticeRole';

export interface NoticeItemProps {
  notice: Notice;
  onClose: (id: string) => void;
}

/**
 * One notice. With `autoHideMs` it closes itself, but not while the pointer rests on it or focus is inside
 * it (WCAG 2.2.1: the user gets the time they need); leaving starts the wait again.
 */
export function NoticeItem({ notice, onClose }: NoticeItemProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'NoticeStack' });
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const paused = held.pointer || held.focus;
  const close = useEffectEvent(() => onClose(notice.id));

  useEffect(() => {
    if (notice.autoHideMs === undefined || paused) return undefined;
    const timer = setTimeout(close, notice.autoHideMs);
    return () => clearTimeout(timer);
  }, [notice.autoHideMs, paused]);

  return (
    <Alert
      severity={notice.severity}
      role={noticeRoleOf(notice.severity)}
      closeText={t('close')}
      onClose={() => onClose(notice.id)}
      onMouseEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={() => setHeld((h) => ({ ...h, focus: false }))}
      // A border as well as the shadow: a shadow barely shows on the dark theme's background.
      sx={{ overflowWrap: 'anywhere', boxShadow: 6, border: 1, borderColor: 'divider' }}
    >
      <AlertTitle>{notice.title}</AlertTitle>
      {notice.message}
    </Alert>
  );
}
