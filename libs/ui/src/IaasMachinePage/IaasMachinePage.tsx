import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import { formatDateTime } from '../format/formatDateTime';
import { IaasStateChip } from '../IaasStateChip';
import { RetryAlert } from '../internal/RetryAlert';
import { MaskedValue } from '../MaskedValue/MaskedValue';
import { PageHeader } from '../PageHeader';
import type { IaasMachineFailure, IaasMachineLoadState, IaasMachineView } from './iaasMachineModel';
import { UsageChart } from './UsageChart';

export interface IaasMachinePageProps {
  /** The machine's id as its address gives it: the page is titled by it until the machine arrives. */
  resourceId: string;
  machine?: IaasMachineView;
  /** loading: placeholders; error: the message, a retry when `onRetry` is given, and the way back. */
  state: IaasMachineLoadState;
  onRetry?: () => void;
  /** The places above the page, outermost first (['IaaS', 'Máquinas virtuais']). */
  trail?: readonly string[];
  /** 'Voltar às máquinas virtuais'. */
  backHref?: string;
  /** The machine's actions (start, stop, resize, …), beside its state. */
  actions?: ReactNode;
  /** What was done to it (its activity), under the rest. */
  activity?: ReactNode;
  /** Its snapshots (a list the container feeds), above its activity. */
  snapshots?: ReactNode;
  /** The time zone of the dates (stories pin it); the browser's by default. */
  timeZone?: string;
}

/**
 * One IaaS virtual machine at its own address (/iaas/virtual-machines/:id): its state and actions, what it is
 * built of (size, image, region), its network and addresses (hidden by the top bar's eye), its disks, what it
 * costs a month at today's prices, its tags, and its daily CPU and memory use over the last 30 days.
 */
export function IaasMachinePage({
  resourceId,
  machine,
  state,
  onRetry,
  trail,
  backHref = '/iaas/virtual-machines',
  actions,
  activity,
  snapshots,
  timeZone,
}: IaasMachinePageProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasMachinePage' });
  const ready = state.status === 'ready' && machine !== undefined;
  return (
    <Box>
      <Button href={backHref} startIcon={<ArrowBackOutlined />} size="small" sx={{ mb: 1, ml: -0.5 }}>
        {t('back')}
      </Button>
      <PageHeader title={ready ? machine.name : resourceId} trail={trail}>
        {ready ? (
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: 1 }}
          >
            <IaasStateChip state={machine.state} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <MaskedValue>{machine.id}</MaskedValue>
            </Typography>
            {actions ? <Box sx={{ ml: { sm: 'auto' } }}>{actions}</Box> : null}
          </Stack>
        ) : null}
      </PageHeader>
      {state.status === 'error' ? (
        <RetryAlert title={t('errorTitle')} onRetry={onRetry}>
          {state.message}
        </RetryAlert>
      ) : ready ? (
        <>
          {machine.failure ? <FailureAlert failure={machine.failure} timeZone={timeZone} /> : null}
          <Loaded machine={machine} activity={activity} snapshots={snapshots} timeZone={timeZone} />
        </>
      ) : (
        <Box
          role="status"
          aria-busy="true"
          aria-label={t('loading')}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={140} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Why the machine is in error: the operation that failed on it, why and when. */
function FailureAlert({ failure, timeZone }: { failure: IaasMachineFailure; timeZone?: string }) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasMachinePage' });
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>{t('failedTitle', { operation: failure.operation })}</AlertTitle>
      {failure.reason}
      {failure.at ? ` ${t('failedAt', { at: formatDateTime(failure.at, i18n.language, timeZone) })}` : null}
    </Alert>
  );
}

function Section({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: 2, gridColumn: wide ? { md: '1 / -1' } : undefined, minWidth: 0 }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A definition list of facts, label above value. */
function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Loaded({
  machine,
  activity,
  snapshots,
  timeZone,
}: {
  machine: IaasMachineView;
  activity?: ReactNode;
  snapshots?: ReactNode;
  timeZone?: string;
}) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasMachinePage' });
  const none = t('none');
  const gb = (n: number | null) => (n === null ? none : t('gb', { count: n }));
  const money = (cents: number) => formatCents(cents, i18n.language);
  const formatDay = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(i18n.language, {
      day: '2-digit',
      month: 'short',
      timeZone: 'UTC',
    });
  const tags = Object.entries(machine.tags);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      <Section title={t('configuration')}>
        <Facts
          items={[
            [t('size'), machine.sizeSku ?? none],
            [
              t('shape'),
              machine.vcpus !== null && machine.memoryGb !== null
                ? t('shapeValue', { vcpus: machine.vcpus, memory: gb(machine.memoryGb) })
                : none,
            ],
            [t('image'), machine.image?.name ?? none],
            [t('region'), `${machine.region} · ${machine.provider.toUpperCase()}`],
            [
              t('createdAt'),
              <time dateTime={machine.createdAt}>
                {formatDateTime(machine.createdAt, i18n.language, timeZone)}
              </time>,
            ],
          ]}
        />
      </Section>
      <Section title={t('network')}>
        <Facts
          items={[
            [t('networkName'), machine.network ? `${machine.network.name}` : none],
            [t('cidr'), machine.network ? <MaskedValue>{machine.network.cidr}</MaskedValue> : none],
            [
              t('privateAddress'),
              machine.privateAddress ? <MaskedValue>{machine.privateAddress}</MaskedValue> : none,
            ],
            [
              t('publicAddresses'),
              machine.publicIps.length === 0 ? (
                t('noPublicAddress')
              ) : (
                <Stack component="span" spacing={0.25}>
                  {machine.publicIps.map((ip) => (
                    <span key={ip.id}>{ip.address ? <MaskedValue>{ip.address}</MaskedValue> : ip.id}</span>
                  ))}
                </Stack>
              ),
            ],
          ]}
        />
      </Section>
      <Section title={t('storage')}>
        <Facts
          items={[
            [t('bootDisk'), gb(machine.bootDiskGb)],
            [
              t('volumes'),
              machine.volumes.length === 0 ? (
                t('noVolumes')
              ) : (
                <Stack component="span" spacing={0.25}>
                  {machine.volumes.map((volume) => (
                    <span key={volume.id}>{t('volume', { name: volume.name, size: gb(volume.sizeGb) })}</span>
                  ))}
                </Stack>
              ),
            ],
          ]}
        />
      </Section>
      <Section title={t('cost')}>
        {machine.monthlyCents === null ? (
          <Typography variant="body2">{t('notPriced')}</Typography>
        ) : (
          <>
            <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('perMonth', { value: money(machine.monthlyCents) })}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('costHint', { year: money(machine.monthlyCents * 12) })}
            </Typography>
          </>
        )}
      </Section>
      <Section title={t('usageTitle')} wide>
        {machine.usage.length === 0 ? (
          <Typography variant="body2">{t('noUsage')}</Typography>
        ) : (
          <UsageChart usage={machine.usage} formatDay={formatDay} />
        )}
      </Section>
      <Section title={t('tags')} wide>
        {tags.length === 0 ? (
          <Typography variant="body2">{t('noTags')}</Typography>
        ) : (
          <Stack
            component="ul"
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
          >
            {tags.map(([key, value]) => (
              <li key={key}>
                <Chip size="small" variant="outlined" label={`${key}: ${value}`} />
              </li>
            ))}
          </Stack>
        )}
      </Section>
      {snapshots ? (
        <Section title={t('snapshots')} wide>
          {snapshots}
        </Section>
      ) : null}
      {activity ? (
        <Section title={t('activity')} wide>
          {activity}
        </Section>
      ) : null}
    </Box>
  );
}
