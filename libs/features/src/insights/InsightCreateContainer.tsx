import type { CreateToken } from '@nuvem/api-contract';
import { biEndpoints } from '@nuvem/api-contract/paths';
import { EmbeddedContent } from '@nuvem/embed/react';
import { InsightEmbedView, type InsightsLoadState } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { logger } from '../logging/logger';
import { useSession } from '../session/useSession';
import {
  createEmbedConfig,
  quickCreateEmbedConfig,
  type ColorScheme,
  type CreateTicket,
} from './insightEmbedConfig';
import { insightsEmbedService } from './insightsEmbedService';
import { EMBED_HEIGHT_PX, EMBED_TOKEN_REFRESH_BEFORE_MS } from './insightsConstants';
import { insightsKeys } from './insightsKeys';
import type { NewReportChoice } from './NewReportContainer';
import { useDataAnalytics } from './useDataAnalytics';
import { useRenewableTicket } from './useRenewableTicket';

export interface InsightCreateContainerProps {
  choice: NewReportChoice;
  onBack: () => void;
  colorScheme: ColorScheme;
  /** The report was saved under a name: the portal opens it as the report it now is. */
  onSaved: (reportId: string) => void;
  /** A quick report's address opened without its file (reloaded, or typed): it says to choose it again. */
  fileMissing?: boolean;
}

/**
 * 'Novo relatório': createReport over the chosen dataset (or quickCreate over a CSV file's rows, kept in the
 * chosen environment), embedded like any insight, with a create token
 * of the workspace (renewed by the SDK before it expires). Once saved in the editor the report is a BI
 * item of the workspace: the item list is fetched again and the portal opens it. An address without a
 * workspace or a dataset says what is missing.
 */
export function InsightCreateContainer({
  choice,
  onBack,
  colorScheme,
  onSaved,
  fileMissing = false,
}: InsightCreateContainerProps) {
  const { t, i18n } = useTranslation('features');
  const session = useSession();
  const noticeOf = useErrorNotice();
  const dataAnalytics = useDataAnalytics(true);
  const file = 'file' in choice ? choice.file : undefined;
  const datasetId = 'datasetId' in choice ? choice.datasetId : '';
  const fetchTicket = useCallback(async (): Promise<CreateTicket> => {
    const answer = file
      ? await session.client.call<CreateToken>(biEndpoints.quickCreateToken, {
          params: { workspaceId: choice.workspaceId },
          body: { cloudId: file.cloudId },
        })
      : await session.client.call<CreateToken>(biEndpoints.createToken, {
          params: { workspaceId: choice.workspaceId, datasetId },
        });
    return {
      datasetId,
      embedUrl: answer.embedUrl,
      token: answer.token,
      expiresAt: Date.parse(answer.expiration),
    };
  }, [session.client, choice.workspaceId, datasetId, file]);
  const { ticket, error, retry, renew } = useRenewableTicket(
    file
      ? insightsKeys.quickCreateTicket(session, choice.workspaceId, file.cloudId, file.fileName)
      : insightsKeys.createTicket(session, choice.workspaceId, datasetId),
    fetchTicket,
  );
  const language = i18n.language;
  const config = useMemo(
    () =>
      !ticket
        ? undefined
        : file
          ? quickCreateEmbedConfig(ticket, file.config, language, colorScheme)
          : createEmbedConfig(ticket, language, colorScheme),
    [ticket, file, language, colorScheme],
  );
  const chosen = choice.workspaceId !== '' && (file !== undefined || datasetId !== '');
  const state: InsightsLoadState = fileMissing
    ? { status: 'error', message: t('insights.quickReportMissing') }
    : !chosen
      ? { status: 'error', message: t('insights.newReportMissing') }
      : error !== undefined
        ? { status: 'error', message: noticeOf(error)?.message ?? t('insights.embedFailed') }
        : ticket
          ? { status: 'ready' }
          : { status: 'loading' };
  const { refresh: refreshItems } = dataAnalytics;

  return (
    <InsightEmbedView
      title={t('insights.newReport')}
      kind="biReport"
      onBack={onBack}
      state={state}
      onRetry={retry}
      height={EMBED_HEIGHT_PX}
    >
      {config ? (
        <EmbeddedContent
          embedConfig={config}
          service={insightsEmbedService(config.embedUrl!)}
          title={t('insights.newReport')}
          eventHandlers={{
            saved: (event) => {
              const { reportObjectId } = event.detail as { reportObjectId?: string };
              if (!reportObjectId) return;
              // The report opens from the item list: it must be listed first.
              void refreshItems().then(() => onSaved(reportObjectId));
            },
          }}
          tokenRefresh={{
            getToken: renew,
            refreshBeforeMs: EMBED_TOKEN_REFRESH_BEFORE_MS,
            onError: (e) => logger.warn('The create token could not be renewed', e),
          }}
          style={{ width: '100%', height: '100%' }}
        />
      ) : null}
    </InsightEmbedView>
  );
}
