import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TopBarPopover } from '../TopBar/TopBarPopover';
import type { UserMessage } from '../model/userMessage';
import { MessageItem } from './MessageItem';
import { countUnread } from './messageRules';
import {
  MESSAGES_BADGE_MAX,
  MESSAGES_DROPDOWN_WIDTH,
  MESSAGES_LIST_MAX_HEIGHT,
} from './messagesDropdownLimits';

export interface MessagesDropdownProps {
  /** The user's messages, newest first. Without `unreadCount` the envelope counts those with `readState` false. */
  messages: readonly UserMessage[];
  /**
   * How many messages are unread in all, when the server counts them (the mails call's `Count`): the list
   * may hold only the newest. Defaults to the unread messages of `messages`.
   */
  unreadCount?: number;
  /** A check for new messages is under way: 'Aguarde...' is shown and the check buttons wait. */
  checking?: boolean;
  /** Old (read) messages are listed too; the 'Ver mensagens antigas' action is then hidden. */
  showingOld?: boolean;
  /** 'Marcar todas como lidas': the container marks them read and clears the list (portal spec §4). */
  onMarkAllRead: () => void;
  /** 'Ver mensagens antigas': reveal the old messages. */
  onShowOld: () => void;
  /** 'Verificar novas mensagens' or 'Verificar Novamente.': check for new messages now. */
  onCheckNew: () => void;
  /**
   * The dropdown opened (`true`) or closed (`false`). The portal pauses its 3-minute message check while
   * the dropdown is open (portal spec §9).
   */
  onOpenChange?: (open: boolean) => void;
  /** The user followed a message's link (the container may mark that message read). */
  onOpenMessage?: (message: UserMessage) => void;
  /** Time zone the dates are written in; the browser's when omitted (stories pin one). */
  timeZone?: string;
}

/**
 * The top bar's envelope (portal spec §2.7): the unread count as a badge, and a dropdown with the messages
 * and the actions 'Marcar todas como lidas', 'Ver mensagens antigas' and 'Verificar novas mensagens'.
 */
export function MessagesDropdown({
  messages,
  unreadCount,
  checking = false,
  showingOld = false,
  onMarkAllRead,
  onShowOld,
  onCheckNew,
  onOpenChange,
  onOpenMessage,
  timeZone,
}: MessagesDropdownProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'MessagesDropdown' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const dialogId = useId();
  const titleId = useId();
  const unread = unreadCount ?? countUnread(messages);
  const buttonLabel = t('button', { count: unread });
  const open = anchor !== null;
  const titleRef = useRef<HTMLHeadingElement>(null);

  // 'Marcar todas como lidas' goes once nothing is unread. If it had focus, the focus fell out of the
  // dropdown (and Escape with it): the dropdown's title takes it instead.
  useLayoutEffect(() => {
    const title = titleRef.current;
    if (unread > 0 || !open || !title) return;
    const active = title.ownerDocument.activeElement;
    if (active === null || active === title.ownerDocument.body) title.focus();
  }, [unread, open]);

  const openDropdown = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    onOpenChange?.(true);
  };
  const close = () => {
    setAnchor(null);
    onOpenChange?.(false);
  };
  const openMessage = (message: UserMessage) => {
    // An internal link changes the page under the dropdown, so the dropdown steps aside.
    if (!message.isExternalLink) close();
    onOpenMessage?.(message);
  };

  return (
    <>
      <Tooltip title={buttonLabel}>
        <IconButton
          color="inherit"
          aria-label={buttonLabel}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          onClick={openDropdown}
        >
          <Badge badgeContent={unread} max={MESSAGES_BADGE_MAX} color="primary">
            <MailOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <TopBarPopover
        open={open}
        anchorEl={anchor}
        onClose={close}
        id={dialogId}
        labelledBy={titleId}
        width={MESSAGES_DROPDOWN_WIDTH}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            id={titleId}
            ref={titleRef}
            tabIndex={-1}
            component="h2"
            variant="subtitle1"
            sx={{ flex: 1, fontWeight: 600, '&:focus': { outline: 'none' } }}
          >
            {t('title')}
          </Typography>
          {unread > 0 && (
            <Button size="small" onClick={onMarkAllRead}>
              {t('markAllRead')}
            </Button>
          )}
        </Box>
        <Box
          role="status"
          sx={{ px: 2, py: checking ? 1 : 0, display: 'flex', alignItems: 'center', gap: 1 }}
        >
          {checking && (
            <>
              <CircularProgress size={16} aria-hidden />
              <Typography variant="body2">{t('checking')}</Typography>
            </>
          )}
        </Box>
        {messages.length > 0 ? (
          <Box
            role="region"
            aria-labelledby={titleId}
            aria-busy={checking || undefined}
            // Focusable so that keyboard users can scroll a long list.
            tabIndex={0}
            sx={{ maxHeight: MESSAGES_LIST_MAX_HEIGHT, overflowY: 'auto' }}
          >
            <List disablePadding aria-labelledby={titleId}>
              {messages.map((message) => (
                <MessageItem key={message.id} message={message} timeZone={timeZone} onOpen={openMessage} />
              ))}
            </List>
          </Box>
        ) : (
          !checking && (
            <Typography variant="body2" sx={{ px: 2, py: 2 }}>
              {t('empty')}{' '}
              <Link component="button" type="button" variant="body2" underline="always" onClick={onCheckNew}>
                {t('checkAgain')}
              </Link>
            </Typography>
          )
        )}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 1,
            px: 1,
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {!showingOld && (
            <Button size="small" onClick={onShowOld}>
              {t('showOld')}
            </Button>
          )}
          <Button size="small" onClick={onCheckNew} disabled={checking} sx={{ ml: 'auto' }}>
            {t('checkNew')}
          </Button>
        </Box>
      </TopBarPopover>
    </>
  );
}
