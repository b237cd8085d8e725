import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HomeCard } from './HomeCard';
import type { HomeCount, HomeInboxSection } from './homeDashboardModel';

/** How many of the latest open tickets the card lists. */
export const HOME_TICKETS_SHOWN = 3;

export interface InboxCardProps extends HomeInboxSection {
  onRetryNotes?: () => void;
  onRetryTickets?: () => void;
}

const READY = { status: 'ready' } as const;

/**
 * 'Mensagens, notas e chamados': the unread messages of the top bar's envelope, the checked notes (with
 * list_notes) and the open tickets (with the tickets permission), each number leading to its screen, and the
 * latest open tickets.
 */
export function InboxCard({ messages, notes, tickets, onRetryNotes, onRetryTickets }: InboxCardProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'HomeDashboard.inbox' });
  return (
    <HomeCard
      name="inbox"
      title={t('title')}
      state={READY}
      action={tickets?.href ? { label: t('allTickets'), href: tickets.href } : undefined}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
          gap: 1,
        }}
      >
        {messages ? (
          <Stat name="messages" label={t('messages')} hint={t('messagesHint')} stat={messages} />
        ) : null}
        {notes ? <Stat name="notes" label={t('notes')} stat={notes} onRetry={onRetryNotes} /> : null}
        {tickets ? (
          <Stat name="tickets" label={t('tickets')} stat={tickets} onRetry={onRetryTickets} />
        ) : null}
      </Box>
      {tickets && tickets.state.status === 'ready' ? (
        tickets.latest.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('noTickets')}
          </Typography>
        ) : (
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
              {t('latestTickets')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
              {tickets.latest.slice(0, HOME_TICKETS_SHOWN).map((ticket) => (
                <li key={ticket.number}>
                  <Link
                    href={ticket.href}
                    underline="hover"
                    variant="body2"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {t('ticket', { number: ticket.number, subject: ticket.subject })}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        )
      ) : null}
    </HomeCard>
  );
}

function Stat({
  name,
  label,
  hint,
  stat,
  onRetry,
}: {
  name: string;
  label: string;
  hint?: string;
  stat: HomeCount;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('ui', { keyPrefix: 'HomeDashboard' });
  const { state, count, href } = stat;
  return (
    <Box
      component="li"
      data-stat={name}
      data-state={state.status}
      aria-busy={state.status === 'loading' || undefined}
      sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}
    >
      {state.status === 'loading' ? (
        <Skeleton variant="text" width={48} sx={{ fontSize: '2rem' }} />
      ) : state.status === 'error' ? (
        <Typography variant="body2" role="alert" sx={{ overflowWrap: 'anywhere' }}>
          <ErrorOutlineOutlined
            fontSize="inherit"
            color="error"
            aria-hidden="true"
            sx={{ verticalAlign: 'text-bottom', mr: 0.5 }}
          />
          {state.message}{' '}
          {onRetry ? (
            <Link
              component="button"
              variant="body2"
              onClick={onRetry}
              sx={{ display: 'block', textAlign: 'left', mt: 0.5 }}
            >
              {t('retry')}
            </Link>
          ) : null}
        </Typography>
      ) : href ? (
        <Link
          href={href}
          underline="hover"
          aria-label={t('inbox.countLink', { label, count })}
          sx={{ typography: 'h5', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          data-count={count}
        >
          {count}
        </Link>
      ) : (
        <Typography
          component="span"
          variant="h5"
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', display: 'block' }}
          data-count={count}
        >
          {count}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      {hint ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}
