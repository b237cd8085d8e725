import { TSS_FEATURE } from '@nuvem/api-contract/paths';
import { ConsumptionCard, HomeDashboard, type HomeLoadState, type PipelineAction } from '@nuvem/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import type { ColorScheme } from '../insights/insightEmbedConfig';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { pipelineActionOf } from '../pipelines/pipelineActionOf';
import { useEnvironmentPipelines } from '../pipelines/usePipelines';
import { useMe } from '../session/useMe';
import { HomeCardBoundary } from './HomeCardBoundary';
import { CONTACT_PATH } from './homeConstants';
import { useHomeAlerts } from './useHomeAlerts';
import { useHomeEnvironment } from './useHomeEnvironment';
import { useHomeInbox } from './useHomeInbox';
import { useHomeTss } from './useHomeTss';

// The chart and the embed SDK come after the rest of the home: its first paint does not wait for them.
const HomeConsumptionContainer = lazy(() => import('./HomeConsumptionContainer'));

const LOADING: HomeLoadState = { status: 'loading' };
const NO_FEATURES: readonly string[] = [];

export interface HomeDashboardContainerProps {
  /** The portal's colour scheme, which the embedded chart follows. */
  colorScheme: ColorScheme;
  /** Told each time the consumption chart has drawn. */
  onConsumptionRendered?: () => void;
  /** Pins the dates' zone (tests). */
  timeZone?: string;
}

/**
 * Início (/dashboard) on the API: the current environment at a glance. Every card reads one environment's
 * data (the one chosen), under the key of the feature that owns it, so what the shell already loaded is not
 * asked again, and a staff user with thousands of environments asks about one. Each card loads and fails on
 * its own.
 */
export function HomeDashboardContainer({
  colorScheme,
  onConsumptionRendered,
  timeZone,
}: HomeDashboardContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const account = useCurrentAccount();
  const permissions = useShellPermissions();
  const features = useMe().data?.features ?? NO_FEATURES;
  const cloudId = account?.cloud_id;
  const tCode = account?.t_code;

  const environment = useHomeEnvironment(cloudId);
  const alerts = useHomeAlerts(cloudId, tCode);
  const inbox = useHomeInbox({
    cloudId,
    notes: permissions?.notes ?? false,
    tickets: permissions?.tickets ?? false,
  });
  const tss = useHomeTss(tCode, features.includes(TSS_FEATURE));
  const listPipelines = permissions?.clientActions ?? false;
  const pipelines = useEnvironmentPipelines(cloudId, listPipelines);
  const actions = useMemo<PipelineAction[]>(
    () => pipelines.actions.map((action) => pipelineActionOf(action)),
    [pipelines.actions],
  );
  const { refresh: refreshPipelines } = pipelines;
  const onRetryActions = useCallback(() => refreshPipelines(), [refreshPipelines]);

  // The chart starts once the environment's cards have their data and the browser is idle: its SDK, token
  // and frame then do not compete with the home's own largest paint.
  const settled = environment.products.state.status !== 'loading';
  const chartAllowed = useIdleAfter(settled && (permissions?.insights ?? false));

  const contract = account
    ? {
        supportType: account.support_type === 'PRIME' ? ('PRIME' as const) : ('STANDARD' as const),
        tCode: account.t_code,
        corporateName: account.corporate_name,
        cloudId: account.cloud_id,
        region: account.region,
        tss,
        onRetryTss: tss?.onRetry,
        contactHref: CONTACT_PATH,
      }
    : undefined;

  if (!contract) return null;
  return (
    <HomeDashboard
      products={environment.products}
      // A link to the DR pages only for a user who may open one of them (any DR feature).
      disasterRecovery={
        permissions?.customerDisasterRecovery
          ? environment.disasterRecovery
          : { ...environment.disasterRecovery, href: undefined }
      }
      contract={contract}
      inbox={inbox}
      alerts={alerts}
      actions={
        listPipelines
          ? {
              state: pipelines.failed
                ? { status: 'error', message: t('error_code.internal_error') }
                : pipelines.loading
                  ? LOADING
                  : { status: 'ready' },
              actions,
              onRetry: onRetryActions,
            }
          : undefined
      }
      consumption={
        permissions?.insights ? (
          <HomeCardBoundary
            fallback={(retry) => (
              <ConsumptionCard
                state={{ status: 'error', message: t('insights.embedFailed') }}
                onRetry={retry}
              />
            )}
          >
            {chartAllowed ? (
              <Suspense fallback={<ConsumptionCard state={LOADING} />}>
                <HomeConsumptionContainer colorScheme={colorScheme} onRendered={onConsumptionRendered} />
              </Suspense>
            ) : (
              <ConsumptionCard state={LOADING} />
            )}
          </HomeCardBoundary>
        ) : undefined
      }
      timeZone={timeZone}
    />
  );
}

/** How long the chart waits at most for an idle moment once the cards have their data. */
const CHART_IDLE_TIMEOUT_MS = 1000;

/** True once `ready` has held and the browser has had an idle moment (or CHART_IDLE_TIMEOUT_MS passed). */
function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return undefined;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: CHART_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(timer);
  }, [ready, idle]);
  return idle;
}
