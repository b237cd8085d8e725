import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserMessage } from '../model/userMessage';
import { formatDateTime } from '../format/formatDateTime';
import { messageLinkTarget } from './messageRules';
import { visuallyHidden } from '../a11y/visuallyHidden';

export interface MessageItemProps {
  message: UserMessage;
  /** Time zone for the date; the browser's when omitted. */
  timeZone?: string;
  /** The user followed the message's link. */
  onOpen?: (message: UserMessage) => void;
}

/**
 * One message: its title (a link when the message has one), text and date. Unread messages carry a dot and
 * a bold title; read ones are muted with text.secondary, which keeps AA contrast in both themes.
 */
export function MessageItem({ message, timeZone, onOpen }: MessageItemProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'MessagesDropdown' });
  const unread = !message.readState;
  const titleSx = { fontWeight: unread ? 700 : 400, color: unread ? 'text.primary' : 'text.secondary' };
  const title = (
    <>
      {unread && <Box component="span" sx={visuallyHidden}>{`${t('unread')} `}</Box>}
      {message.title}
      {message.isExternalLink && message.link && (
        <>
          <OpenInNewIcon aria-hidden sx={{ fontSize: '0.9em', ml: 0.5, verticalAlign: 'text-top' }} />
          <Box component="span" sx={visuallyHidden}>{` ${t('opensInNewTab')}`}</Box>
        </>
      )}
    </>
  );
  return (
    <ListItem
      alignItems="flex-start"
      divider
      sx={{ gap: 1, py: 1.25, bgcolor: unread ? 'action.hover' : undefined }}
      data-read={message.readState}
    >
      <Box sx={{ width: 10, pt: 0.75, flexShrink: 0, color: 'primary.main', lineHeight: 0 }}>
        {unread && <FiberManualRecordIcon aria-hidden sx={{ fontSize: 10 }} />}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" component="p" sx={titleSx}>
          {message.link ? (
            <Link
              href={message.link}
              {...messageLinkTarget(message)}
              underline="always"
              onClick={() => onOpen?.(message)}
              sx={{ fontWeight: 'inherit' }}
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: unread ? 'text.primary' : 'text.secondary', overflowWrap: 'anywhere', mt: 0.25 }}
        >
          {message.message}
        </Typography>
        <Typography
          component="time"
          dateTime={message.createdAt}
          variant="caption"
          sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}
        >
          {formatDateTime(message.createdAt, i18n.resolvedLanguage ?? i18n.language, timeZone)}
        </Typography>
      </Box>
    </ListItem>
  );
}
