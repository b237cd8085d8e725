import { EmbeddedContent } from '@nuvem/embed/react';
import { InsightEmbedView, type InsightsLoadState } from '@nuvem/ui';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { useNotify } from '../notices/useNotify';
import { useMe } from '../session/useMe';
import { insightEmbedConfig, type ColorScheme } from './insightEmbedConfig';
import { insightsEmbedService } from './insightsEmbedService';
import { EMBED_HEIGHT_PX, EMBED_TOKEN_REFRESH_BEFORE_MS } from './insightsConstants';
import { insightsPermissionsOf } from './insightsPermissions';
import { useDashboards } from './useDashboards';
import { useDataAnalytics } from './useDataAnalytics';
import { useFavoriteInsights } from './useFavoriteInsights';
import { useInsightTicket, type InsightTarget } from './useInsightTicket';
import { useRecentInsights } from './useRecentInsights';
import { logger } from '../logging/logger';

const NO_FEATURES: readonly string[] = [];

export interface InsightEmbedContainerProps {
  /** What to open; undefined when the address carries no id. */
  target: InsightTarget | undefined;
  /** 'Voltar': back to the list. */
  onBack: () => void;
  /** The portal's colour scheme, which the embedded content follows. */
  colorScheme: ColorScheme;
  /** Told each time the content has drawn (the frame's `rendered` event). */
  onRendered?: () => void;
}

/**
 * One insight embedded with @nuvem/embed (spec §2.5, §5, §8): 1200px high and full width, in the portal's
 * language and colour scheme, its token renewed by the SDK before it expires. A missing id shows 'Erro' -
 * 'O id do dashboard não foi informado.'; a failed token is logged and the view shows its error state.
 * Opening records the insight in 'Recentes'.
 */
export function InsightEmbedContainer({
  target,
  onBack,
  colorScheme,
  onRendered,
}: InsightEmbedContainerProps) {
  const { t, i18n } = useTranslation('features');
  const { notify } = useNotify();
  const noticeOf = useErrorNotice();
  const me = useMe().data;
  const allowed = insightsPermissionsOf(me?.features ?? NO_FEATURES, me?.featureFlags ?? NO_FEATURES);
  const isBi = target?.source === 'bi';
  const dashboards = useDashboards();
  const dataAnalytics = useDataAnalytics(isBi && allowed.dataAnalytics);
  const favorites = useFavoriteInsights();
  const { opened } = useRecentInsights();
  const items = dataAnalytics.state.status === 'ready' ? dataAnalytics.items : undefined;
  const { ticket, error, retry, renew } = useInsightTicket(
    isBi && !allowed.dataAnalytics ? undefined : target,
    isBi ? items : undefined,
  );

  useEffect(() => {
    if (!target)
      notify({
        key: 'insights:missing-id',
        severity: 'error',
        title: t('insights.missingIdTitle'),
        message: t('insights.missingId'),
      });
  }, [target, notify, t]);
  useEffect(() => {
    if (error !== undefined) logger.warn('The embed token could not be fetched', error);
  }, [error]);
  const openedId = ticket?.id;
  useEffect(() => {
    if (openedId) opened(openedId);
  }, [openedId, opened]);

  const insight = (isBi ? dataAnalytics.insights : dashboards.insights).find((i) => i.id === target?.id);
  const state = ((): InsightsLoadState => {
    if (!target) return { status: 'error', message: t('insights.missingId') };
    if (isBi && me && !allowed.dataAnalytics) return { status: 'error', message: t('error_code.forbidden') };
    if (isBi && dataAnalytics.state.status === 'error') return dataAnalytics.state;
    if (error !== undefined)
      return { status: 'error', message: noticeOf(error)?.message ?? t('insights.embedFailed') };
    return ticket ? { status: 'ready' } : { status: 'loading' };
  })();
  const language = i18n.language;
  const config = useMemo(
    () => (ticket ? insightEmbedConfig(ticket, language, colorScheme) : undefined),
    [ticket, language, colorScheme],
  );

  return (
    <InsightEmbedView
      title={insight?.name ?? ''}
      kind={insight?.kind ?? (isBi ? 'biReport' : 'dashboard')}
      category={insight?.category}
      onBack={onBack}
      favorite={target ? favorites.ids.has(target.id) : undefined}
      onToggleFavorite={target ? (next: boolean) => void favorites.toggle(target.id, next) : undefined}
      state={state}
      onRetry={isBi && dataAnalytics.state.status === 'error' ? dataAnalytics.retry : retry}
      height={EMBED_HEIGHT_PX}
    >
      {config ? (
        <EmbeddedContent
          embedConfig={config}
          service={insightsEmbedService(config.embedUrl!)}
          title={insight?.name}
          eventHandlers={{ rendered: onRendered }}
          tokenRefresh={{
            getToken: renew,
            refreshBeforeMs: EMBED_TOKEN_REFRESH_BEFORE_MS,
            onError: (e) => logger.warn('The embed token could not be renewed', e),
          }}
          style={{ width: '100%', height: '100%' }}
        />
      ) : null}
    </InsightEmbedView>
  );
}
