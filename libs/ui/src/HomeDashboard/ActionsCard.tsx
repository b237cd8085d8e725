import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { PipelineStatusChip } from '../PipelineList/PipelineStatusChip';
import { HomeCard, HomeEmpty } from './HomeCard';
import type { HomeActionsSection } from './homeDashboardModel';

/** How many of the latest actions the card lists. */
export const HOME_ACTIONS_SHOWN = 5;

export interface ActionsCardProps extends HomeActionsSection {
  onRetry?: () => void;
  /** Pins the dates' zone (stories, tests). */
  timeZone?: string;
}

/**
 * 'Últimas ações': the environment's latest pipeline actions with their status, as the right sidebar lists
 * them; 'Ver todas as ações' opens that sidebar.
 */
export function ActionsCard({ state, actions, onOpen, onRetry, timeZone }: ActionsCardProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'HomeDashboard.actions' });
  return (
    <HomeCard
      name="actions"
      title={t('title')}
      state={state}
      onRetry={onRetry}
      skeletonLines={4}
      action={onOpen ? { label: t('open'), onClick: onOpen } : undefined}
    >
      {actions.length === 0 ? (
        <HomeEmpty text={t('empty')} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {actions.slice(0, HOME_ACTIONS_SHOWN).map((action) => (
            <Box
              component="li"
              key={action.id}
              data-action-status={action.status}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) auto',
                columnGap: 1,
                alignItems: 'center',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {action.name}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {formatDateTime(action.startedAt, i18n.language, timeZone)}
                  {action.user ? ` · ${t('by', { user: action.user })}` : ''}
                </Typography>
              </Box>
              <PipelineStatusChip status={action.status} />
            </Box>
          ))}
        </Box>
      )}
    </HomeCard>
  );
}
