import PowerSettingsNewOutlined from '@mui/icons-material/PowerSettingsNewOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/formatCents';
import { formatDateTime } from '../format/formatDateTime';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type { AiAgentHireItem } from './aiAgentsTypes';

export interface MyAiAgentsActions {
  onSettings: (hire: AiAgentHireItem) => void;
  onDeactivate: (hire: AiAgentHireItem) => void;
  busy?: boolean;
}

/** The hired agents' columns: name, state, use this month against the allowance, last use, price, actions. */
export function useMyAiAgentColumns(
  { onSettings, onDeactivate, busy = false }: MyAiAgentsActions,
  timeZone?: string,
): ResourceListColumn<AiAgentHireItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'AiAgents' });
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('mine.column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: [':', '!:', '=', '!='] },
        cell: (hire) => (
          <Stack spacing={0.25}>
            <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {hire.settings.displayName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {hire.agent.name} · {t(`channel.${hire.settings.channel}`)}
            </Typography>
          </Stack>
        ),
      },
      {
        id: 'state',
        header: t('mine.column.state'),
        sortable: true,
        filter: {
          options: (['active', 'deactivated'] as const).map((state) => ({
            value: state,
            label: t(`mine.state.${state}`),
          })),
        },
        cell: (hire) => (
          <Chip
            size="small"
            variant="outlined"
            color={hire.state === 'active' ? 'success' : 'default'}
            label={t(`mine.state.${hire.state}`)}
          />
        ),
      },
      {
        id: 'use',
        header: t('mine.column.use'),
        sortable: true,
        cell: (hire) => {
          const share = Math.min(100, (hire.usesThisMonth / hire.agent.allowance) * 100);
          const over = hire.usesThisMonth > hire.agent.allowance;
          return (
            <Stack spacing={0.5} sx={{ minWidth: 140 }}>
              <Typography variant="body2">
                {t('mine.use', { uses: hire.usesThisMonth, allowance: hire.agent.allowance })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={share}
                color={over ? 'warning' : 'primary'}
                aria-label={t('mine.useLabel', { name: hire.settings.displayName })}
              />
              {over ? (
                <Typography variant="caption" sx={{ color: 'text.primary', fontWeight: 500 }}>
                  {t('mine.overAllowance')}
                </Typography>
              ) : null}
            </Stack>
          );
        },
      },
      {
        id: 'lastUsed',
        header: t('mine.column.lastUsed'),
        sortable: true,
        cell: (hire) =>
          hire.lastUsedAt ? (
            <Box component="time" dateTime={hire.lastUsedAt} sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(hire.lastUsedAt, i18n.language, timeZone)}
            </Box>
          ) : (
            t('mine.neverUsed')
          ),
      },
      {
        id: 'price',
        header: t('mine.column.price'),
        sortable: true,
        cell: (hire) => (
          <span style={{ whiteSpace: 'nowrap' }}>{formatCents(hire.monthlyPriceCents, i18n.language)}</span>
        ),
      },
      {
        id: 'actions',
        header: t('mine.column.actions'),
        required: true,
        cell: (hire) => {
          const refused = hire.state === 'active' ? undefined : t('mine.refusedDeactivated');
          return (
            <Stack direction="row" spacing={0.5}>
              <ReasonedIconButton
                label={t('mine.settings', { name: hire.settings.displayName })}
                refusedReason={refused}
                disabled={busy}
                onClick={() => onSettings(hire)}
              >
                <SettingsOutlined fontSize="small" />
              </ReasonedIconButton>
              <ReasonedIconButton
                label={t('mine.deactivate', { name: hire.settings.displayName })}
                refusedReason={refused}
                disabled={busy}
                onClick={() => onDeactivate(hire)}
              >
                <PowerSettingsNewOutlined fontSize="small" />
              </ReasonedIconButton>
            </Stack>
          );
        },
      },
    ],
    [t, i18n.language, timeZone, busy, onSettings, onDeactivate],
  );
}

export interface MyAiAgentsListProps extends ResourceListCollectionProps<AiAgentHireItem>, MyAiAgentsActions {
  /** 'Conhecer os agentes': the empty list's way to the catalogue. */
  catalogueAction?: ReactNode;
  timeZone?: string;
}

/**
 * Meus agentes: the environment's hired AI agents with their use this month against the allowance, last use
 * and price; set up or deactivated (deactivated ones stay, as history).
 */
export function MyAiAgentsList({
  onSettings,
  onDeactivate,
  busy,
  catalogueAction,
  timeZone,
  ...list
}: MyAiAgentsListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'AiAgents.mine' });
  const columns = useMyAiAgentColumns({ onSettings, onDeactivate, busy }, timeZone);
  return (
    <ResourceList<AiAgentHireItem>
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(hire) => hire.id}
      rowLabel={(hire) => hire.settings.displayName}
      empty={{ title: t('empty'), hint: t('emptyHint'), action: catalogueAction }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
      filterPlaceholder={t('filter')}
    />
  );
}
