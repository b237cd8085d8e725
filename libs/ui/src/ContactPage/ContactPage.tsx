import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { MaskedInText } from '../MaskedValue';
import type { SupportContactChannel, SupportLoadState } from '../model/supportTicket';
import { channelsFor, hoursPhraseOf, telHrefOf, timeZoneNameOf } from './contactHours';
import { AssistTokenPanel } from '../internal/AssistTokenPanel';
import { RetryAlert } from '../internal/RetryAlert';

export interface ContactAssistToken {
  /** The token just generated: shown once (the server keeps only its hash). */
  token?: string;
  /** When it stops working (ISO 8601). */
  expiresAt?: string;
  /** While a new token is being generated. */
  loading: boolean;
  /** The last generation failed. */
  error: boolean;
  /** Lifetime of a token in minutes, for the explanation. */
  ttlMinutes: number;
  /** 'Gerar token': asks for a new one (the previous one stops working). */
  onGenerate: () => void;
  /** Called with the token when the user copies it; the caller writes it to the clipboard. */
  onCopy: (token: string) => void;
}

export interface ContactPageProps {
  /**
   * Set when the current environment's topology list is unavailable (portal spec §2.4, §4: the user was sent
   * here): a warning at the top says so and what to do. Its cloud id is hidden by the top bar's eye.
   */
  topologyUnavailable?: { cloudId: string; corporateName: string };
  /** The provider's support channels (phones, e-mail, their hours). */
  channels: readonly SupportContactChannel[];
  /** loading: placeholders; error: the message and 'Tentar novamente'. */
  channelsState: SupportLoadState;
  onRetryChannels?: () => void;
  /** The current environment has PRIME support: its PRIME line is listed; otherwise PRIME lines are not. */
  prime: boolean;
  /** 'Ver meus chamados'. Absent: the tickets section is not shown (no permission, or no valid topology). */
  ticketsHref?: string;
  /** The assist token of the current environment. Absent: the section is not shown (no environment). */
  assistToken?: ContactAssistToken;
  /** Time zone of the token's expiry (IANA name); the browser's by default. Stories pin it. */
  timeZone?: string;
}

/**
 * The support contact page (/contact, portal spec §2.4, §2.6 'Geração de token'): the provider's support
 * channels with their hours, the way to the tickets, and the assist token to read to support. When the
 * environment's topology list is unavailable, which is why the portal sent the user here, that comes first.
 */
export function ContactPage({
  topologyUnavailable,
  channels,
  channelsState,
  onRetryChannels,
  prime,
  ticketsHref,
  assistToken,
  timeZone,
}: ContactPageProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ContactPage' });
  const channelsId = useId();
  return (
    <Stack spacing={3}>
      {topologyUnavailable ? (
        <Alert severity="warning" variant="outlined" data-topology-unavailable="">
          <AlertTitle component="h2">
            <MaskedInText
              value={topologyUnavailable.cloudId}
              text={(cloudId) =>
                t('topologyTitle', { environment: `${cloudId} – ${topologyUnavailable.corporateName}` })
              }
            />
          </AlertTitle>
          {t('topologyBody')}
        </Alert>
      ) : null}
      <Box component="section" aria-labelledby={channelsId}>
        <Typography id={channelsId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('channels')}
        </Typography>
        <Channels channels={channelsFor(channels, prime)} state={channelsState} onRetry={onRetryChannels} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: ticketsHref && assistToken ? '1fr 1fr' : '1fr' },
          alignItems: 'start',
        }}
      >
        {ticketsHref ? (
          <Section icon={<ConfirmationNumberOutlined />} title={t('tickets')}>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              {t('ticketsBody')}
            </Typography>
            <Button variant="outlined" href={ticketsHref}>
              {t('ticketsLink')}
            </Button>
          </Section>
        ) : null}
        {assistToken ? <AssistTokenSection {...assistToken} timeZone={timeZone} /> : null}
      </Box>
    </Stack>
  );
}

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, color: 'primary.main' }}>
        {icon}
        <Typography id={id} variant="h6" component="h2" sx={{ color: 'text.primary' }}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}

function Channels({
  channels,
  state,
  onRetry,
}: {
  channels: readonly SupportContactChannel[];
  state: SupportLoadState;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('ui', { keyPrefix: 'ContactPage' });
  if (state.status === 'error')
    return (
      <RetryAlert title={t('channelsError')} onRetry={onRetry}>
        {state.message}
      </RetryAlert>
    );
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
    listStyle: 'none',
    m: 0,
    p: 0,
  } as const;
  if (state.status === 'loading')
    return (
      <Box sx={grid} aria-busy="true">
        <Box component="span" role="status" sx={visuallyHidden}>
          {t('loadingChannels')}
        </Box>
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={116} data-skeleton="" />
        ))}
      </Box>
    );
  return (
    <Box component="ul" sx={grid}>
      {channels.map((channel) => (
        <Box component="li" key={`${channel.kind}-${channel.value}`}>
          <ChannelCard channel={channel} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * An e-mail address that wraps only where a reader expects it to: before the '@' and after each dot (issue 33:
 * the support address broke mid-word at 390 px).
 */
function BreakableAddress({ address }: { address: string }) {
  const parts = address.split(/(?=@)|(?<=\.)/);
  return (
    <>
      {parts.map((part, at) => (
        <Fragment key={at}>
          {at > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function ChannelCard({ channel }: { channel: SupportContactChannel }) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'ContactPage' });
  const phrase = hoursPhraseOf(channel.hours);
  const hours =
    phrase.key === 'hoursAlways'
      ? t('hoursAlways')
      : t(phrase.key, {
          from: phrase.from,
          to: phrase.to,
          zone: timeZoneNameOf(phrase.timeZone, i18n.language),
        });
  const prime = channel.audience === 'prime';
  const name = channel.kind === 'email' ? t('email') : prime ? t('primePhone') : t('phone');
  const icon =
    channel.kind === 'email' ? <MailOutlined /> : prime ? <WorkspacePremiumOutlined /> : <PhoneOutlined />;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, height: '100%', display: 'flex', gap: 1.5 }}
      data-channel={channel.kind}
    >
      <Box sx={{ color: 'primary.main', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3">
          {name}
        </Typography>
        <Link
          href={channel.kind === 'email' ? `mailto:${channel.value}` : telHrefOf(channel.value)}
          aria-label={t(channel.kind === 'email' ? 'write' : 'call', { value: channel.value })}
          variant="h6"
          underline="hover"
          sx={{ display: 'inline-block', overflowWrap: 'break-word', fontWeight: 500 }}
        >
          {channel.kind === 'email' ? <BreakableAddress address={channel.value} /> : channel.value}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hours}
        </Typography>
        {prime ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('primeOnly')}
          </Typography>
        ) : null}
      </Box>
    </Paper>
  );
}

function AssistTokenSection({ ttlMinutes, ...panel }: ContactAssistToken & { timeZone?: string }) {
  const { t } = useTranslation('ui', { keyPrefix: 'ContactPage' });
  return (
    <Section icon={<SupportAgentOutlined />} title={t('assistToken')}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('assistTokenBody', { minutes: ttlMinutes })}
      </Typography>
      <AssistTokenPanel {...panel} label={t('token')} />
    </Section>
  );
}
