import { EmbeddedContent } from '@nuvem/embed/react';
import { ConsumptionCard, type HomeLoadState } from '@nuvem/ui';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import type { ColorScheme } from '../insights/insightEmbedConfig';
import { insightsEmbedService } from '../insights/insightsEmbedService';
import { EMBED_TOKEN_REFRESH_BEFORE_MS } from '../insights/insightsConstants';
import { useDashboards } from '../insights/useDashboards';
import { useInsightTicket } from '../insights/useInsightTicket';
import { logger } from '../logging/logger';
import { consumptionTileConfig, consumptionTileOf } from './consumptionTileConfig';
import { insightDashboardPath } from './homeConstants';

export interface HomeConsumptionContainerProps {
  /** The portal's colour scheme, which the embedded chart follows. */
  colorScheme: ColorScheme;
  /** Told each time the chart has drawn (the frame's `rendered` event). */
  onRendered?: () => void;
}

/**
 * The home's consumption card, for users with insights_reader: the cost-per-month tile of a consumption
 * dashboard shared with them (the insights screen's content), embedded with @nuvem/embed, its token renewed
 * by the SDK. Loaded after the rest of the home (React.lazy), so the embed SDK is not in its first paint.
 */
export default function HomeConsumptionContainer({ colorScheme, onRendered }: HomeConsumptionContainerProps) {
  const { t, i18n } = useTranslation(FEATURES_NAMESPACE);
  const noticeOf = useErrorNotice();
  const dashboards = useDashboards();
  const chosen = useMemo(() => consumptionTileOf(dashboards.insights), [dashboards.insights]);
  // The chart answers the environment chosen in the top bar, not every one the user may see.
  const cloudId = useCurrentAccount()?.cloud_id;
  const target = useMemo(
    () =>
      chosen && cloudId ? ({ source: 'insights', id: chosen.dashboard.id, cloudId } as const) : undefined,
    [chosen, cloudId],
  );
  const { ticket, error, retry, renew } = useInsightTicket(target, undefined);
  useEffect(() => {
    if (error !== undefined) logger.warn('The consumption chart token could not be fetched', error);
  }, [error]);

  const language = i18n.language;
  const tileId = chosen?.tileId;
  const config = useMemo(
    () => (ticket && tileId ? consumptionTileConfig(ticket, tileId, language, colorScheme) : undefined),
    [ticket, tileId, language, colorScheme],
  );
  const state: HomeLoadState =
    dashboards.state.status !== 'ready'
      ? dashboards.state
      : error !== undefined
        ? { status: 'error', message: noticeOf(error)?.message ?? t('insights.embedFailed') }
        : chosen && !ticket
          ? { status: 'loading' }
          : { status: 'ready' };

  return (
    <ConsumptionCard
      state={state}
      unavailable={dashboards.state.status === 'ready' && !chosen}
      insightHref={chosen ? insightDashboardPath(chosen.dashboard.id) : undefined}
      onRetry={dashboards.state.status === 'error' ? dashboards.retry : retry}
    >
      {config ? (
        <EmbeddedContent
          embedConfig={config}
          service={insightsEmbedService(config.embedUrl!)}
          title={chosen?.dashboard.name}
          eventHandlers={{ rendered: onRendered }}
          tokenRefresh={{
            getToken: renew,
            refreshBeforeMs: EMBED_TOKEN_REFRESH_BEFORE_MS,
            onError: (e) => logger.warn('The consumption chart token could not be renewed', e),
          }}
          style={{ width: '100%', height: '100%' }}
        />
      ) : undefined}
    </ConsumptionCard>
  );
}
