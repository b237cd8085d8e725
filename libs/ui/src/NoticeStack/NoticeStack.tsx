import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../model/notice';
import { NoticeItem } from './NoticeItem';
import { NOTICE_STACK_TOP, NOTICE_STACK_WIDTH } from './noticeStackLayout';

export interface NoticeStackProps {
  /** The notices to show, oldest first; the newest is at the bottom of the stack. */
  notices: readonly Notice[];
  /** The user closed a notice, or a self-closing one's time ran out. */
  onClose: (id: string) => void;
  /**
   * Width (px) of a panel open at the window's right edge, such as the right sidebar: the notices move left
   * of it, so they never cover its heading. Where the panel takes the whole width (narrow screens), they
   * move to the bottom instead. 0 or undefined: no panel is open.
   */
  endPanelWidth?: number;
}

/**
 * The portal's pop-up notices (portal spec §8): errors of calls (not closing by themselves), success toasts
 * and push alerts, stacked at the top right over the page, left of an open right sidebar (`endPanelWidth`). A labelled region, rendered only while there is
 * something to say, in a portal of its own at the end of the body: a notice that comes while a dropdown or
 * dialog is open is then not hidden from assistive technologies with the page under it. Keep it mounted
 * in the shell.
 */
export function NoticeStack({ notices, onClose, endPanelWidth = 0 }: NoticeStackProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'NoticeStack' });
  if (notices.length === 0) return null;
  return (
    <Portal>
      <Stack
        component="section"
        aria-label={t('label')}
        spacing={1}
        data-beside-panel={endPanelWidth > 0 || undefined}
        sx={(theme) => ({
          position: 'fixed',
          top: NOTICE_STACK_TOP,
          right: theme.spacing(2),
          zIndex: theme.zIndex.snackbar,
          width: NOTICE_STACK_WIDTH,
          maxWidth: `calc(100vw - ${theme.spacing(4)})`,
          maxHeight: `calc(100vh - ${NOTICE_STACK_TOP + 16}px)`,
          overflowY: 'auto',
          ...(endPanelWidth > 0 && {
            // Narrow screens: the panel fills the width, so the notices keep to the bottom, clear of its heading.
            [theme.breakpoints.down('sm')]: { top: 'auto', bottom: theme.spacing(2) },
            [theme.breakpoints.up('sm')]: {
              right: `calc(${endPanelWidth}px + ${theme.spacing(2)})`,
              maxWidth: `calc(100vw - ${endPanelWidth}px - ${theme.spacing(4)})`,
            },
          }),
        })}
      >
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onClose={onClose} />
        ))}
      </Stack>
    </Portal>
  );
}
