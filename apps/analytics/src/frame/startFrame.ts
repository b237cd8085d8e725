import type { i18n } from 'i18next';
import type { ColorMode, Locale } from '@nuvem/ui';
import { DashboardEmbed } from '../dashboard/dashboardEmbed';
import { createAnalyticsApi, type AnalyticsApiOptions } from '../data/analyticsApi';
import { analyticsTranslator, createAnalyticsI18n } from '../i18n/analyticsI18n';
import { readyUrl } from '../protocol/eventUrls';
import { openFrameChannel, type FrameChannel } from '../protocol/frameChannel';
import { MessageGate } from '../protocol/messageGate';
import { isAllowedOrigin, parentOriginOf } from '../protocol/parentOrigin';
import { QnaEmbed } from '../qna/qnaEmbed';
import { ReportEmbed } from '../report/reportEmbed';
import { Store } from '../report/store';
import { registerCommonRoutes } from '../routes/commonRoutes';
import { registerDashboardRoutes, registerTileRoutes } from '../routes/dashboardRoutes';
import { PaginatedEmbed } from '../paginated/paginatedEmbed';
import { registerPaginatedRoutes } from '../routes/paginatedRoutes';
import { registerQnaRoutes } from '../routes/qnaRoutes';
import { registerReportRoutes } from '../routes/registerReportRoutes';
import { cellFormatter } from './cellFormatter';
import type { FrameAccess } from './frameAccess';
import { colorSchemeOf } from './frameColorScheme';
import { formatLocaleOf, localeOf } from './frameLocale';
import { frameParamsOf, type FrameParams } from './frameParams';
import { frameRouteOf, isEmbedRoute, type EmbedRoute, type FrameRoute } from './frameRoute';
import type { FrameServices } from './frameServices';
import { PaintTracker } from './paintTracker';
import { openRefusingChannel, refusalAnswerOf, type Refusal } from './refusedParent';

/** The frame's embed, by route: a report (or single visual), a paginated report, a dashboard, a tile, or Q&A. */
export type FrameEmbed =
  | { route: 'report'; embed: ReportEmbed }
  | { route: 'paginated'; embed: PaginatedEmbed }
  | { route: 'dashboard'; embed: DashboardEmbed }
  | { route: 'tile'; embed: DashboardEmbed }
  | { route: 'qna'; embed: QnaEmbed };

export interface Frame {
  route: FrameRoute;
  params: FrameParams;
  locale: Locale;
  formatLocale: string;
  /** The host page's colour scheme (`colorScheme`): the frame's MUI theme and the report canvas follow it. */
  colorScheme: ColorMode;
  i18n: i18n;
  access: Store<FrameAccess>;
  /** Null on the 404 page. */
  content: FrameEmbed | null;
  paint: PaintTracker;
  /** Resolves once the access check is done (tests wait on it). */
  ready: Promise<FrameAccess>;
  close(): void;
}

export interface StartFrameOptions {
  /** The frame's window; `window` when omitted. */
  window?: Window;
  api?: AnalyticsApiOptions;
  /** The paint signal (tests pass one that resolves at once). */
  paint?: PaintTracker;
}

/**
 * Starts the frame: reads its URL, holds the host's messages while the API says whether the parent's origin
 * may embed, then (only if so) opens the channel to the parent, registers the routes of its embed type and
 * posts ready. A parent not on the list (or whose origin could not be checked) only gets its requests
 * refused, with the reason (refusedParent.ts); a frame with no parent, or whose parent's origin cannot be
 * told, posts nothing and answers nothing.
 */
export function startFrame(options: StartFrameOptions = {}): Frame {
  const win = options.window ?? window;
  const route = frameRouteOf(win.location.pathname);
  const params = frameParamsOf(win.location.search);
  const locale = localeOf(params.language);
  const formatLocale = formatLocaleOf(params.formatLocale, locale);
  const colorScheme = colorSchemeOf(params.colorScheme);
  const i18nInstance = createAnalyticsI18n(locale);
  const access = new Store<FrameAccess>('checking');
  const paint = options.paint ?? new PaintTracker();
  let channel: FrameChannel | null = null;
  const gate = isEmbedRoute(route) ? new MessageGate(win) : null;

  const services = (frameChannel: FrameChannel): FrameServices => ({
    uid: params.uid,
    channel: frameChannel,
    createApi: (tokens) => createAnalyticsApi(tokens, options.api),
    locale,
    formatLocale,
    t: analyticsTranslator(locale),
    formatCell: cellFormatter(i18nInstance, formatLocale),
    paint,
    print: () => win.print(),
    open: (url) => void win.open(url, '_blank', 'noopener,noreferrer'),
    origin: win.location.origin,
    groupId: params.groupId,
  });

  const frame: Frame = {
    route,
    params,
    locale,
    formatLocale,
    colorScheme,
    i18n: i18nInstance,
    access,
    content: null,
    paint,
    ready: Promise.resolve('blocked'),
    close: () => {
      gate?.close();
      channel?.close();
    },
  };

  const open = (parentOrigin: string) => {
    channel = openFrameChannel({ receiveWindow: gate!.target, parent: win.parent, parentOrigin });
    registerCommonRoutes(channel.router);
    const frameServices = services(channel);
    if (route === 'report') {
      const embed = new ReportEmbed(frameServices);
      registerReportRoutes(channel.router, embed);
      frame.content = { route, embed };
    } else if (route === 'paginated') {
      const embed = new PaginatedEmbed(frameServices);
      registerPaginatedRoutes(channel.router, embed);
      frame.content = { route, embed };
    } else if (route === 'dashboard') {
      const embed = new DashboardEmbed(frameServices, 'dashboard');
      registerDashboardRoutes(channel.router, embed);
      frame.content = { route, embed };
    } else if (route === 'qna') {
      const embed = new QnaEmbed(frameServices);
      registerQnaRoutes(channel.router, embed);
      frame.content = { route, embed };
    } else {
      const embed = new DashboardEmbed(frameServices, 'tile');
      registerTileRoutes(channel.router, embed);
      frame.content = { route: 'tile', embed };
    }
    gate!.open();
    channel.emit(readyUrl(params.uid));
  };

  // A parent whose origin is known but refused hears why, in answer to its requests (held ones included),
  // so its SDK reports an error rather than waiting for ever; it gets nothing else.
  const refuse = (embedRoute: EmbedRoute, parentOrigin: string, refusal: Refusal) => {
    const answer = refusalAnswerOf(embedRoute, refusal, parentOrigin, analyticsTranslator(locale));
    channel = openRefusingChannel({
      receiveWindow: gate!.target,
      parent: win.parent,
      parentOrigin,
      route: embedRoute,
      uid: params.uid,
      answer,
    });
    gate!.open();
  };

  const check = async (): Promise<FrameAccess> => {
    if (!isEmbedRoute(route)) return 'blocked';
    const parentOrigin = parentOriginOf(win);
    if (!parentOrigin) return 'blocked';
    let allowed: string[];
    try {
      allowed = await createAnalyticsApi(null, options.api).embedOrigins();
    } catch {
      refuse(route, parentOrigin, 'unavailable');
      return 'unavailable';
    }
    if (!isAllowedOrigin(parentOrigin, allowed)) {
      refuse(route, parentOrigin, 'blocked');
      return 'blocked';
    }
    open(parentOrigin);
    return 'allowed';
  };

  frame.ready = check().then((result) => {
    // No channel: not an embed, or a parent whose origin cannot be told (nowhere to post to but '*').
    if (!channel) gate?.close();
    access.set(result);
    return result;
  });
  return frame;
}
