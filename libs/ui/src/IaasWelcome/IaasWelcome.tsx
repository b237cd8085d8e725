import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { formatCents } from '../format/formatCents';
import { RetryAlert } from '../internal/RetryAlert';

export type IaasChecklistStepName = 'network' | 'machine' | 'public_ip' | 'backup' | 'budget';

/** The IaaS account at a glance, as the welcome page shows it. */
export interface IaasWelcomeView {
  machines: { total: number; running: number; stopped: number; other: number };
  volumes: { count: number; sizeGb: number };
  networks: number;
  publicIps: { count: number; free: number };
  regions: readonly string[];
  /** Centavos a month at today's prices. */
  monthlyCents: number;
  checklist: readonly { step: IaasChecklistStepName; done: boolean }[];
}

export interface IaasWelcomeProps {
  overview?: IaasWelcomeView;
  state: { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };
  onRetry?: () => void;
  /** Where each step is done, and where each figure leads (the portal's paths). */
  hrefs: Record<IaasChecklistStepName | 'machines' | 'resources', string>;
}

/**
 * IaaS › Boas-vindas (issue 30): the environment's machines, volumes, networks and public IPs at a glance with
 * what they cost a month, and the getting-started checklist (a network, a machine, a public IP, a backup, a
 * budget), each step done or not from what the environment holds, with the way to do it.
 */
export function IaasWelcome({ overview, state, onRetry, hrefs }: IaasWelcomeProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasWelcome' });
  if (state.status === 'error')
    return (
      <RetryAlert title={t('errorTitle')} onRetry={onRetry}>
        {state.message}
      </RetryAlert>
    );
  if (state.status === 'loading' || !overview)
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label={t('loading')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={110} />
        ))}
      </Box>
    );
  return <Loaded overview={overview} hrefs={hrefs} />;
}

function Figure({
  label,
  value,
  detail,
  action,
}: {
  label: string;
  value: string;
  detail: ReactNode;
  action?: { label: string; href: string };
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="caption" component="h2" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums', my: 0.5 }}>
        {value}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {detail}
      </Typography>
      {action ? (
        <Button href={action.href} size="small" sx={{ mt: 1, ml: -1 }}>
          {action.label}
        </Button>
      ) : null}
    </Paper>
  );
}

function Loaded({ overview, hrefs }: { overview: IaasWelcomeView; hrefs: IaasWelcomeProps['hrefs'] }) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasWelcome' });
  const checklistId = useId();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const money = (cents: number) => formatCents(cents, i18n.language);
  const done = overview.checklist.filter((s) => s.done).length;
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        <Figure
          label={t('machines')}
          value={number(overview.machines.total)}
          detail={t('machinesDetail', {
            running: number(overview.machines.running),
            stopped: number(overview.machines.stopped),
          })}
          action={{ label: t('seeMachines'), href: hrefs.machines }}
        />
        <Figure
          label={t('storage')}
          value={t('gb', { value: number(overview.volumes.sizeGb) })}
          detail={t('volumes', { count: overview.volumes.count })}
        />
        <Figure
          label={t('network')}
          value={number(overview.networks)}
          detail={
            overview.publicIps.free > 0
              ? t('ipsWithFree', { count: overview.publicIps.count, free: overview.publicIps.free })
              : t('ips', { count: overview.publicIps.count })
          }
          action={{ label: t('seeResources'), href: hrefs.resources }}
        />
        <Figure
          label={t('monthly')}
          value={money(overview.monthlyCents)}
          detail={
            overview.regions.length > 0
              ? t('regions', { regions: overview.regions.join(', ') })
              : t('noRegions')
          }
        />
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby={checklistId} sx={{ p: 2 }}>
        <Typography id={checklistId} variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
          {t('checklistTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('progress', { done, total: overview.checklist.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / Math.max(1, overview.checklist.length)) * 100}
          aria-label={t('progress', { done, total: overview.checklist.length })}
          sx={{ mb: 2, height: 6, borderRadius: 3 }}
        />
        <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {overview.checklist.map(({ step, done: stepDone }) => (
            <Stack component="li" key={step} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              {stepDone ? (
                <CheckCircle color="success" aria-hidden sx={{ mt: 0.25 }} />
              ) : (
                <RadioButtonUncheckedOutlined color="disabled" aria-hidden sx={{ mt: 0.25 }} />
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body1" sx={{ fontWeight: 500 }}>
                  {t(`step.${step}.title`)}
                  <Box component="span" sx={visuallyHidden}>
                    {stepDone ? ` — ${t('done')}` : ` — ${t('todo')}`}
                  </Box>
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`step.${step}.text`)}
                </Typography>
              </Box>
              {stepDone ? null : (
                <Button href={hrefs[step]} size="small" variant="outlined" sx={{ flexShrink: 0 }}>
                  {t(`step.${step}.action`)}
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
