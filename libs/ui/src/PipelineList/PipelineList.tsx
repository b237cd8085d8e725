import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MaskedInText } from '../MaskedValue/MaskedValue';
import type { PipelineAction } from '../model/pipeline';
import { PIPELINE_SKELETON_ROWS } from './pipelineListLimits';
import { formatDateTime } from '../format/formatDateTime';
import { PipelineStatusChip } from './PipelineStatusChip';
import { RetryAlert } from '../internal/RetryAlert';

/** Client mode lists the current environment's actions; general mode lists every environment's (spec §2.8). */
export type PipelineListMode = 'client' | 'general';

export interface PipelineListProps {
  /** The actions, newest first, already filtered upstream for the mode. */
  actions: readonly PipelineAction[];
  /** 'client' (current environment) or 'general' (all environments: also shows each action's cloud_id and t_code). */
  mode: PipelineListMode;
  /** While true, placeholder rows are shown instead of the actions. */
  loading?: boolean;
  /** When true, the list could not be loaded: an error message is shown instead of the actions. */
  error?: boolean;
  /** Offered as a 'Tentar novamente' button in the error state. */
  onRetry?: () => void;
  /** Id of a visible heading that names the list; otherwise it is named 'Ações executadas'. */
  'aria-labelledby'?: string;
  /** Time zone of the start times (IANA name); the browser's by default. Stories pin it. */
  timeZone?: string;
  /** When set, the list scrolls within this height (and can be focused to scroll by keyboard). */
  maxHeight?: number | string;
}

/** The actions executed on environments, as the right sidebar lists them (portal spec §2.8). */
export function PipelineList({
  actions,
  mode,
  loading = false,
  error = false,
  onRetry,
  'aria-labelledby': labelledBy,
  timeZone,
  maxHeight,
}: PipelineListProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'PipelineList' });
  const name = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': t('label') };

  if (loading) {
    return (
      <Box role="progressbar" aria-label={t('loading')} aria-busy="true" sx={{ px: 2, py: 1 }}>
        {Array.from({ length: PIPELINE_SKELETON_ROWS }, (_, i) => (
          <Box key={i} sx={{ py: 1 }}>
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="45%" />
          </Box>
        ))}
      </Box>
    );
  }

  if (error) {
    return (
      <RetryAlert sx={{ m: 2 }} onRetry={onRetry}>
        {t('error')}
      </RetryAlert>
    );
  }

  if (actions.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', px: 2, py: 3, textAlign: 'center' }}>
        {t('empty')}
      </Typography>
    );
  }

  return (
    <List
      {...name}
      dense
      disablePadding
      tabIndex={maxHeight === undefined ? undefined : 0}
      sx={maxHeight === undefined ? undefined : { maxHeight, overflowY: 'auto' }}
    >
      {actions.map((action) => {
        const date = formatDateTime(action.startedAt, i18n.language, timeZone);
        return (
          <ListItem key={action.id} divider sx={{ display: 'block', py: 1 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {action.name}
              </Typography>
              <Box sx={{ flexShrink: 0 }}>
                <PipelineStatusChip status={action.status} />
              </Box>
            </Stack>
            <Typography
              variant="caption"
              component="p"
              sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
            >
              <time dateTime={action.startedAt}>
                {action.user ? t('startedBy', { date, user: action.user }) : t('started', { date })}
              </time>
            </Typography>
            {mode === 'general' ? (
              <Typography
                variant="caption"
                component="p"
                sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
              >
                <MaskedInText
                  value={action.cloud_id}
                  text={(cloudId) =>
                    action.t_code
                      ? t('environmentWithCode', { cloudId, tCode: action.t_code })
                      : t('environment', { cloudId })
                  }
                />
              </Typography>
            ) : null}
          </ListItem>
        );
      })}
    </List>
  );
}
