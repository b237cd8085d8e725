import { useEffect, useRef, type CSSProperties } from 'react';
import type { Embed } from '../embeds/embed';
import type { ICustomEvent } from '../embeds/customEvents';
import type { TokenRefreshOptions } from '../embeds/tokenRefresh';
import type { IEmbedConfiguration } from '../models/configTypes';
import type { Service } from '../service/service';
import { defaultService } from './defaultService';

export type EmbedEventHandler = (event: ICustomEvent<unknown>, embed: Embed) => void;

export interface EmbeddedContentProps {
  /** What to embed: the same configuration `powerbi.embed` takes (`type` is required). */
  embedConfig: IEmbedConfiguration & { type: string; [field: string]: unknown };
  /**
   * Handlers by event name. The latest handler is always the one called: a handler that closes over
   * state never goes stale, and changing it does not re-subscribe anything.
   */
  eventHandlers?: Partial<Record<string, EmbedEventHandler | null | undefined>>;
  /** Receives the embed object once it exists (and again after a re-embed). */
  getEmbeddedComponent?: (embed: Embed) => void;
  /** Prepares the content without rendering it; call `report.render()` to show it. */
  phasedEmbedding?: boolean;
  /** Refreshes the access token before it expires (see `Embed.enableTokenRefresh`). */
  tokenRefresh?: TokenRefreshOptions;
  /** The frame's accessible name. */
  title?: string;
  /** The service to embed with; a shared one is created on first use otherwise. */
  service?: Service;
  className?: string;
  style?: CSSProperties;
}

/** Re-embedding is needed when anything but the token changes; a new token is just handed over. */
function configKey(config: EmbeddedContentProps['embedConfig']): string {
  const { accessToken: _token, eventHooks: _hooks, ...rest } = config;
  return JSON.stringify(rest);
}

/**
 * The service call for the config's type: report creation and quick create have their own (as
 * powerbi-client-react calls them), a phased load prepares, anything else embeds.
 */
function embedInto(
  service: Service,
  container: HTMLElement,
  config: EmbeddedContentProps['embedConfig'],
  phased: boolean | undefined,
): Embed {
  if (config.type === 'create') return service.createReport(container, config);
  if (config.type === 'quickCreate') return service.quickCreate(container, config as never);
  return phased ? service.load(container, config) : service.embed(container, config);
}

/**
 * Embeds analytics content in a container `div`, keeps it in step with its props and resets it on
 * unmount. Nothing runs during server rendering: the embed is created in an effect.
 */
export function EmbeddedContent(props: EmbeddedContentProps) {
  const { embedConfig, phasedEmbedding, title, className, style } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const embedRef = useRef<Embed | undefined>(undefined);
  const latest = useRef(props);
  latest.current = props;

  const key = configKey(embedConfig);
  const eventNames = Object.keys(props.eventHandlers ?? {})
    .filter((name) => props.eventHandlers?.[name])
    .sort()
    .join(',');

  // Embed (or re-embed) when the configuration changes, and reset on unmount.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const service = latest.current.service ?? defaultService();
    const config = latest.current.embedConfig;
    const embed = embedInto(service, container, config, phasedEmbedding);
    embedRef.current = embed;
    latest.current.getEmbeddedComponent?.(embed);
    return () => {
      embedRef.current = undefined;
      service.reset(container);
    };
  }, [key, phasedEmbedding]);

  // A new token only: hand it to the frame, no re-embed.
  const accessToken = embedConfig.accessToken;
  useEffect(() => {
    const embed = embedRef.current;
    if (embed && accessToken && embed.config.accessToken !== accessToken) {
      embed.setAccessToken(accessToken).catch((error: unknown) => console.error(error));
    }
  }, [accessToken]);

  // One stable listener per event name, which calls whatever handler the latest props hold.
  useEffect(() => {
    const embed = embedRef.current;
    if (!embed || !eventNames) return undefined;
    const listeners = eventNames.split(',').map((name) => {
      const listener = (event: ICustomEvent<unknown>) => latest.current.eventHandlers?.[name]?.(event, embed);
      embed.on(name, listener);
      return [name, listener] as const;
    });
    return () => {
      for (const [name, listener] of listeners) embed.off(name, listener);
    };
  }, [key, phasedEmbedding, eventNames]);

  // Refresh options are read when the embed starts; `getToken` is always the latest one.
  const refreshing = props.tokenRefresh !== undefined;
  useEffect(() => {
    const embed = embedRef.current;
    const options = latest.current.tokenRefresh;
    if (!embed || !refreshing || !options) return undefined;
    return embed.enableTokenRefresh({
      ...options,
      getToken: () => (latest.current.tokenRefresh ?? options).getToken(),
    });
  }, [key, phasedEmbedding, refreshing]);

  useEffect(() => {
    if (title !== undefined) embedRef.current?.setComponentTitle(title);
  }, [key, phasedEmbedding, title]);

  return <div ref={containerRef} className={className} style={style} />;
}
