import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeCard, HomeEmpty } from './HomeCard';
import type { HomeLoadState } from './homeDashboardModel';

/** The chart's height: compact beside the cards (the insights screen gives a whole dashboard 1200px). */
export const HOME_CONSUMPTION_HEIGHT_PX = 320;

export interface ConsumptionCardProps {
  state: HomeLoadState;
  /** Where the chart comes from: its dashboard on the insights screen. Absent while unknown. */
  insightHref?: string;
  /** No consumption dashboard is shared with the user: the card says so instead of a chart. */
  unavailable?: boolean;
  onRetry?: () => void;
  /** The embedded chart (the portal embeds it with @nuvem/embed); a placeholder of its size meanwhile. */
  children?: ReactNode;
}

/**
 * 'Consumo', for users with insights_reader: the consumption chart of the insights screen embedded compactly,
 * with 'Abrir no Insights' leading to its whole dashboard.
 */
export function ConsumptionCard({
  state,
  insightHref,
  unavailable,
  onRetry,
  children,
}: ConsumptionCardProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'HomeDashboard.consumption' });
  return (
    <HomeCard
      name="consumption"
      title={t('title')}
      state={state}
      onRetry={onRetry}
      skeleton={<Skeleton variant="rectangular" height={HOME_CONSUMPTION_HEIGHT_PX} />}
      action={insightHref ? { label: t('open'), href: insightHref } : undefined}
    >
      {unavailable ? (
        <HomeEmpty text={t('empty')} hint={t('emptyHint')} />
      ) : (
        <Box
          data-consumption-chart=""
          sx={{
            height: HOME_CONSUMPTION_HEIGHT_PX,
            position: 'relative',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          {children ?? <Skeleton variant="rectangular" height="100%" />}
        </Box>
      )}
    </HomeCard>
  );
}
