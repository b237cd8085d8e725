import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { formatDateTime } from '../format/formatDateTime';
import { TicketSeverityChip, TicketStatusChip } from '../internal/SupportTicketChips';
import { MaskedValue } from '../MaskedValue';
import type { SupportLoadState, SupportTicketEvent, SupportTicketWithHistory } from '../model/supportTicket';
import { PageHeader } from '../PageHeader';
import { initialsOf } from './initialsOf';
import { RetryAlert } from '../internal/RetryAlert';

export interface TicketDetailProps {
  /** The ticket's number as its address gives it: the page is titled by it before the ticket arrives. */
  number: number | string;
  /** The ticket once loaded (state 'ready'). */
  ticket?: SupportTicketWithHistory;
  /** loading: placeholders; error: the message, 'Tentar novamente' when `onRetry` is given, and the way back. */
  state: SupportLoadState;
  onRetry?: () => void;
  /** The places above the page, outermost first (the menu's groups and entry: ['Suporte', 'Atendimento ao cliente']). */
  trail?: readonly string[];
  /** 'Voltar aos chamados': the ticket list. */
  backHref?: string;
  /** The support channels page, offered under the history. Absent: not offered. */
  contactHref?: string;
  /** Time zone of the dates (IANA name); the browser's by default. Stories pin it. */
  timeZone?: string;
}

/**
 * One support ticket at its own address (/tickets/:number): its subject, status and severity, its history
 * (messages and status changes, oldest first) and its details (product, requester, assignee, environment,
 * dates). The requester's e-mail and the environment's cloud id are hidden by the top bar's eye.
 */
export function TicketDetail({
  number,
  ticket,
  state,
  onRetry,
  trail,
  backHref = '/tickets',
  contactHref,
  timeZone,
}: TicketDetailProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'TicketDetail' });
  const date = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  const ready = state.status === 'ready' && ticket !== undefined;

  return (
    <Box>
      <Button href={backHref} startIcon={<ArrowBackOutlined />} size="small" sx={{ mb: 1, ml: -0.5 }}>
        {t('back')}
      </Button>
      <PageHeader title={t('number', { number })} trail={trail} />
      {state.status === 'error' ? (
        <RetryAlert title={t('errorTitle')} onRetry={onRetry}>
          {state.message}
        </RetryAlert>
      ) : ready ? (
        <Loaded ticket={ticket} date={date} contactHref={contactHref} />
      ) : (
        <LoadingTicket />
      )}
    </Box>
  );
}

function Loaded({
  ticket,
  date,
  contactHref,
}: {
  ticket: SupportTicketWithHistory;
  date: (iso: string) => string;
  contactHref?: string;
}) {
  const { t } = useTranslation('ui', { keyPrefix: 'TicketDetail' });
  const labels = useTranslation('ui', { keyPrefix: 'SupportTicketLabels' }).t;
  const messages = ticket.history.filter((event) => event.kind === 'message').length;
  const subjectId = useId();
  const detailsId = useId();
  const historyId = useId();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
        alignItems: 'start',
      }}
    >
      <Box component="section" aria-labelledby={subjectId}>
        <Typography id={subjectId} variant="h5" component="h2" sx={{ fontWeight: 500 }}>
          {ticket.subject}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, mb: 3, flexWrap: 'wrap' }}>
          <TicketStatusChip status={ticket.status} />
          <TicketSeverityChip severity={ticket.severity} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1.5 }}>
          <Typography id={historyId} variant="h6" component="h3">
            {t('history')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('historyCount', { count: messages })}
          </Typography>
        </Stack>
        <Box
          component="ol"
          aria-labelledby={historyId}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {ticket.history.map((event) => (
            <Box component="li" key={event.id} data-event-kind={event.kind}>
              {event.kind === 'message' ? (
                <MessageEntry event={event} date={date} />
              ) : (
                <StatusEntry event={event} date={date} label={(status) => labels(`status.${status}`)} />
              )}
            </Box>
          ))}
        </Box>
        {contactHref ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3 }}>
            {t('contactHint')} <Link href={contactHref}>{t('contactLink')}</Link>
          </Typography>
        ) : null}
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby={detailsId} sx={{ p: 2 }}>
        <Typography id={detailsId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('details')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
          <Detail term={t('status')}>
            <TicketStatusChip status={ticket.status} />
          </Detail>
          <Detail term={t('severity')}>
            <TicketSeverityChip severity={ticket.severity} />
          </Detail>
          <Detail term={t('product')}>{ticket.product}</Detail>
          <Detail term={t('channel')}>{labels(`channel.${ticket.channel}`)}</Detail>
          <Detail term={t('requester')}>
            {ticket.requesterName}
            <Box
              component="span"
              sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
            >
              <MaskedValue>{ticket.requesterEmail}</MaskedValue>
            </Box>
          </Detail>
          <Detail term={t('assignee')}>
            {ticket.assignee ?? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t('unassigned')}
              </Box>
            )}
          </Detail>
          <Detail term={t('environment')}>
            {ticket.environment.corporateName}
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              <MaskedValue>{ticket.environment.cloudId}</MaskedValue>
            </Box>
          </Detail>
          <Detail term={t('createdAt')}>
            <time dateTime={ticket.createdAt}>{date(ticket.createdAt)}</time>
          </Detail>
          <Detail term={t('updatedAt')}>
            <time dateTime={ticket.updatedAt}>{date(ticket.updatedAt)}</time>
          </Detail>
          {ticket.solvedAt ? (
            <Detail term={t('solvedAt')}>
              <time dateTime={ticket.solvedAt}>{date(ticket.solvedAt)}</time>
            </Detail>
          ) : null}
        </Box>
      </Paper>
    </Box>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </div>
  );
}

function MessageEntry({ event, date }: { event: SupportTicketEvent; date: (iso: string) => string }) {
  const labels = useTranslation('ui', { keyPrefix: 'SupportTicketLabels' }).t;
  const fromSupport = event.authorRole !== 'customer';
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{
        p: 2,
        display: 'flex',
        gap: 1.5,
        borderLeft: 4,
        borderLeftColor: fromSupport ? 'primary.main' : 'divider',
      }}
    >
      <Avatar
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          fontSize: '0.875rem',
          bgcolor: 'action.selected',
          color: 'text.primary',
        }}
      >
        {initialsOf(event.author)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="h4">
            {event.author}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 500 }}>
            {labels(`role.${event.authorRole}`)}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            <time dateTime={event.at}>{date(event.at)}</time>
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {event.body}
        </Typography>
      </Box>
    </Paper>
  );
}

function StatusEntry({
  event,
  date,
  label,
}: {
  event: SupportTicketEvent;
  date: (iso: string) => string;
  label: (status: string) => string;
}) {
  const { t } = useTranslation('ui', { keyPrefix: 'TicketDetail' });
  const to = label(event.toStatus ?? '');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', px: 2 }}>
      <SwapHorizOutlined fontSize="small" aria-hidden />
      <Typography variant="body2">
        {event.fromStatus
          ? t('statusChange', { author: event.author, from: label(event.fromStatus), to })
          : t('statusSet', { author: event.author, to })}
        <Box component="span" sx={visuallyHidden}>
          ,{' '}
        </Box>
        <Typography component="span" variant="caption" sx={{ ml: 1 }}>
          <time dateTime={event.at}>{date(event.at)}</time>
        </Typography>
      </Typography>
    </Stack>
  );
}

function LoadingTicket() {
  const { t } = useTranslation('ui', { keyPrefix: 'TicketDetail' });
  return (
    <Box aria-busy="true">
      <Box component="span" role="status" sx={visuallyHidden}>
        {t('loading')}
      </Box>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' } }}
        data-skeleton=""
      >
        <Box>
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1.5rem' }} />
          <Skeleton variant="rounded" width={180} height={24} sx={{ mt: 1, mb: 3 }} />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={88} sx={{ mb: 1.5 }} />
          ))}
        </Box>
        <Skeleton variant="rounded" height={360} />
      </Box>
    </Box>
  );
}
