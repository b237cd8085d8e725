import { EmbeddedContent, type EmbedEventHandler } from '@nuvem/embed/react';
import {
  DEFAULT_EMBED_PLAYGROUND_SETTINGS,
  EmbedPlayground,
  type EmbedPlaygroundEvent,
  type EmbedPlaygroundSettings,
} from '@nuvem/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import type { ColorScheme } from '../insights/insightEmbedConfig';
import { insightsEmbedService } from '../insights/insightsEmbedService';
import { EMBED_TOKEN_REFRESH_BEFORE_MS } from '../insights/insightsConstants';
import { useInsightTicket } from '../insights/useInsightTicket';
import { logger } from '../logging/logger';
import { embedSnippet, playgroundEmbedConfig, playgroundEventNames } from './embedPlaygroundConfig';
import { playgroundEventOf, sdkErrorText } from './playgroundEventOf';
import { targetOfPlaygroundItem, usePlaygroundItems } from './usePlaygroundItems';

/** The log keeps the latest events only. */
const MAX_EVENTS = 100;

export interface EmbedPlaygroundContainerProps {
  /** The Insights list (the empty state's way forward). */
  insightsHref: string;
  /** The portal's colour scheme, which the live embed follows. */
  colorScheme: ColorScheme;
  /** Writes the code to the clipboard; the browser's by default (tests pass their own). */
  copyText?: (text: string) => Promise<void>;
}

const browserCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * The embed playground on the API: the dashboards and reports the user may see (Insights' lists), the
 * selected one's @nuvem/embed code for the chosen settings, and the same embed running live — its token from
 * the portal's own embed-token calls, renewed by the SDK — with every event it fires in the log.
 */
export function EmbedPlaygroundContainer({
  insightsHref,
  colorScheme,
  copyText = browserCopy,
}: EmbedPlaygroundContainerProps) {
  const { i18n, t } = useTranslation(FEATURES_NAMESPACE);
  const noticeOf = useErrorNotice();
  const { items, biItems, state, retry } = usePlaygroundItems();
  const [selectedId, setSelectedId] = useState<string>();
  const [settings, setSettings] = useState<EmbedPlaygroundSettings>(DEFAULT_EMBED_PLAYGROUND_SETTINGS);
  const [events, setEvents] = useState<EmbedPlaygroundEvent[]>([]);
  const [sdkError, setSdkError] = useState<string>();
  const nextEventId = useRef(1);

  const target = useMemo(() => targetOfPlaygroundItem(selectedId), [selectedId]);
  const ticketState = useInsightTicket(target, target?.source === 'bi' ? biItems : undefined);
  const { ticket, error: ticketError, renew } = ticketState;
  const selected = items.find((item) => item.id === selectedId);
  const language = i18n.language;

  const config = useMemo(
    () =>
      ticket && ticket.id === target?.id
        ? playgroundEmbedConfig(ticket, settings, language, colorScheme)
        : undefined,
    [ticket, target?.id, settings, language, colorScheme],
  );
  const snippet = useMemo(
    () =>
      ticket && ticket.id === target?.id
        ? embedSnippet({ kind: ticket.type, id: ticket.id, embedUrl: ticket.embedUrl }, settings)
        : undefined,
    [ticket, target?.id, settings],
  );

  const record = useCallback(
    (name: string, detail: unknown) => {
      if (name === 'error') setSdkError(sdkErrorText(detail));
      if (name === 'loaded') setSdkError(undefined);
      const event = playgroundEventOf(nextEventId.current++, name, detail, language);
      setEvents((before) => [...before, event].slice(-MAX_EVENTS));
    },
    [language],
  );
  const eventHandlers = useMemo(
    () =>
      Object.fromEntries(
        playgroundEventNames(ticket?.type ?? 'report').map((name): [string, EmbedEventHandler] => [
          name,
          (event) => record(name, event.detail),
        ]),
      ),
    [ticket?.type, record],
  );

  const onSelect = useCallback((id: string) => {
    setSelectedId(id);
    setEvents([]);
    setSdkError(undefined);
  }, []);
  const onSettingsChange = useCallback((next: EmbedPlaygroundSettings) => {
    setSettings(next);
    setSdkError(undefined);
  }, []);

  const frameError =
    sdkError ??
    (ticketError !== undefined ? (noticeOf(ticketError)?.message ?? t('insights.embedFailed')) : undefined);

  return (
    <EmbedPlayground
      state={state}
      onRetry={retry}
      items={items}
      selectedId={selectedId}
      onSelect={onSelect}
      settings={settings}
      onSettingsChange={onSettingsChange}
      snippet={snippet}
      onCopy={(code) => void copyText(code)}
      insightsHref={insightsHref}
      frameError={frameError}
      events={events}
      onClearEvents={() => setEvents([])}
      frame={
        config ? (
          <EmbeddedContent
            embedConfig={config}
            service={insightsEmbedService(config.embedUrl!)}
            title={selected?.name}
            eventHandlers={eventHandlers}
            tokenRefresh={{
              getToken: renew,
              refreshBeforeMs: EMBED_TOKEN_REFRESH_BEFORE_MS,
              onError: (e) => logger.warn('The playground embed token could not be renewed', e),
            }}
            style={{ width: '100%', height: '100%' }}
          />
        ) : null
      }
    />
  );
}
