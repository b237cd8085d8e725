import type { MessageHeaders } from '../protocol/envelope';
import { LayoutType, TokenType } from '../models/enums';
import type {
  ICommandExtension,
  IExtension,
  IExtensions,
  IMenuGroupExtension,
} from '../models/extensionTypes';
import type {
  EventHooks,
  IBootstrapEmbedConfiguration,
  IEmbedConfigurationBase,
} from '../models/configTypes';
import type { ISaveAsParameters } from '../models/requestTypes';
import type { Service } from '../service/service';
import { createRandomString } from '../randomIds';
import {
  addParamToUrl,
  autoAuthInEmbedUrl,
  findParamInEmbedUrl,
  originOf,
  validateEmbedUrl,
} from '../embedUrl';
import {
  ACCESS_TOKEN_ATTRIBUTE,
  EMBED_URL_ATTRIBUTE,
  NAME_ATTRIBUTE,
  TYPE_ATTRIBUTE,
  DEFAULT_EMBED_HOST,
  LOAD_THROTTLE_MS,
  MAX_FRONT_LOAD_COMPONENTS,
  SDK_VERSION,
} from '../sdkConfig';
import { EMBED_URL_NOT_SUPPORTED, EMPTY_ACCESS_TOKEN, INVALID_EMBED_URL } from '../errors';
import { EMBED_EVENTS } from './allowedEvents';
import type { IEvent, IEventHandler } from './customEvents';
import type { EmbedConfig, ISessionHeaders, ValidationResult } from './embedConfig';
import { ask } from './reportNode';
import { bodyOfCall, surfaceFailure } from './responses';
import { startTokenRefresh, type TokenRefreshOptions } from './tokenRefresh';

export type { IBootstrapEmbedConfiguration, IEmbedConfigurationBase };

export interface IInternalEventHandler<T> {
  test(event: IEvent<T>): boolean;
  handle: IEventHandler<T>;
  /** The DOM event name the handler listens to, so teardown can remove it. */
  name?: string;
}

/**
 * What every embed shares: the frame, its configuration, loading and events. Report, Dashboard, Tile,
 * Qna, Visual, Create and QuickCreate add their own calls.
 */
export abstract class Embed {
  static allowedEvents: string[] = EMBED_EVENTS;
  static accessTokenAttribute: string = ACCESS_TOKEN_ATTRIBUTE;
  static embedUrlAttribute: string = EMBED_URL_ATTRIBUTE;
  static nameAttribute: string = NAME_ATTRIBUTE;
  static typeAttribute: string = TYPE_ATTRIBUTE;
  static defaultEmbedHostName: string = DEFAULT_EMBED_HOST;
  declare static type: string;
  static maxFrontLoadTimes: number = MAX_FRONT_LOAD_COMPONENTS;

  allowedEvents: string[] = [...Embed.allowedEvents];
  protected commands: ICommandExtension[] = [];
  protected initialLayoutType: LayoutType = LayoutType.Master;
  groups: IMenuGroupExtension[] = [];
  eventHandlers: IInternalEventHandler<unknown>[] = [];
  // Declared only: like the anchor's, these exist once assigned.
  declare eventHooks: EventHooks | undefined;
  declare service: Service;
  declare element: HTMLElement;
  declare iframe: HTMLIFrameElement;
  iframeLoaded = false;
  declare config: EmbedConfig;
  declare bootstrapConfig: EmbedConfig | undefined;
  loadPath = '';
  phasedLoadPath = '';
  declare embedtype: string;
  declare frontLoadHandler: (() => unknown) | undefined;
  declare lastLoadRequest: Date | undefined;

  /** Everything this embed attached (DOM listeners, routes, timers): `service.reset` undoes them all. */
  readonly #disposers: (() => void)[] = [];

  constructor(
    service: Service,
    element: HTMLElement,
    config: IEmbedConfigurationBase,
    iframe?: HTMLIFrameElement,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ) {
    if (autoAuthInEmbedUrl(config.embedUrl)) throw new Error(EMBED_URL_NOT_SUPPORTED);
    this.service = service;
    this.element = element;
    if (iframe) this.iframe = iframe;
    this.embedtype = (config.type ?? '').toLowerCase();
    this.populateConfig(config, !!isBootstrap);
    // Create experiences create on frame load; the others load.
    this.setIframe(!['create', 'quickcreate'].includes(this.embedtype), phasedRender, isBootstrap);
  }

  /** Only Create and QuickCreate create; other embeds refuse. */
  create(): Promise<void> {
    throw new Error(`no create support`);
  }

  async save(): Promise<void> {
    return bodyOfCall(ask<void>(this, 'post', '/report/save', null));
  }

  async saveAs(saveAsParameters: ISaveAsParameters): Promise<void> {
    return bodyOfCall(ask<void>(this, 'post', '/report/saveAs', saveAsParameters));
  }

  async getCorrelationId(): Promise<string> {
    return bodyOfCall(ask<string>(this, 'get', '/getCorrelationId'));
  }

  /**
   * Posts the whole config to the frame's load (or, phased, prepare) path. Skipped, as the spec says, when
   * there is no token yet, when the frame has not loaded, or when another load went out within 100 ms.
   */
  async load(phasedRender?: boolean): Promise<void> {
    if (!this.config.accessToken) {
      // eslint-disable-next-line no-console -- the anchor's debug message (spec §4), kept for host pages that watch it
      console.debug('Power BI SDK iframe is loaded but powerbi.embed is not called yet.');
      return;
    }
    if (!this.iframeLoaded) {
      // eslint-disable-next-line no-console -- the anchor's debug message (spec §4), kept for host pages that watch it
      console.debug('Power BI SDK is trying to post /report/load before iframe is ready.');
      return;
    }
    const path = phasedRender && this.config.type === 'report' ? this.phasedLoadPath : this.loadPath;
    const now = new Date();
    if (this.lastLoadRequest && now.getTime() - this.lastLoadRequest.getTime() < LOAD_THROTTLE_MS) {
      // eslint-disable-next-line no-console -- the anchor's debug message (spec §4), kept for host pages that watch it
      console.debug('Power BI SDK sent more than two /report/load requests in the last 100ms interval.');
      return;
    }
    this.lastLoadRequest = now;
    return this.postForSession(path, this.config, {
      bootstrapped: this.config.bootstrapped,
      sdkVersion: SDK_VERSION,
    });
  }

  on<T>(eventName: string, handler: IEventHandler<T>): void {
    if (!this.allowedEvents.includes(eventName)) {
      throw new Error(`eventName must be one of ${this.allowedEvents}. You passed: ${eventName}`);
    }
    this.eventHandlers.push({
      test: (event) => event.name === eventName,
      handle: handler as IEventHandler<unknown>,
      name: eventName,
    });
    this.element.addEventListener(eventName, handler as EventListener);
  }

  off<T>(eventName: string, handler?: IEventHandler<T>): void {
    const probe: IEvent<unknown> = { name: eventName, type: '', id: '', value: null };
    this.eventHandlers = this.eventHandlers.filter((registered) => {
      const removed = registered.test(probe) && (handler === undefined || registered.handle === handler);
      if (removed) this.element.removeEventListener(eventName, registered.handle as EventListener);
      return !removed;
    });
  }

  async reload(): Promise<void> {
    return this.load();
  }

  async setAccessToken(accessToken: string): Promise<void> {
    if (!accessToken) throw new Error(EMPTY_ACCESS_TOKEN);
    const type = this.config.type ?? '';
    const tokenType = ['create', 'visual', 'qna', 'quickcreate'].includes(type.toLowerCase())
      ? 'report'
      : type;
    const body = await bodyOfCall(ask<void>(this, 'post', `/${tokenType}/token`, accessToken));
    this.config.accessToken = accessToken;
    this.element.setAttribute(Embed.accessTokenAttribute, accessToken);
    this.service.accessToken = accessToken;
    return body;
  }

  /**
   * Keeps the token fresh: calls `getToken` shortly before the current token expires (read from the
   * token's own `exp` claim, or from what the provider returns) and hands the new one to `setAccessToken`.
   * Returns the function that stops it; `service.reset` stops it too.
   */
  enableTokenRefresh(options: TokenRefreshOptions): () => void {
    const stop = startTokenRefresh(this, options);
    this.#disposers.push(stop);
    return stop;
  }

  /** The origin the frame speaks from: that of the URL it was loaded from. */
  frameOrigin(): string | undefined {
    return originOf(this.iframe?.getAttribute('src') ?? (this.config.embedUrl as string | undefined));
  }

  /** Rejects every request of this embed still waiting for the frame. */
  abortRequests(reason?: unknown): void {
    const target = this.iframe?.contentWindow;
    if (target) this.service.wpmp.abortPending?.(target, reason);
  }

  /** Merges a (possibly bootstrapped) config and derives the uniqueId, embed URL, group id and token. */
  populateConfig(config: IBootstrapEmbedConfiguration, isBootstrap: boolean): void {
    if (this.bootstrapConfig) {
      this.config = { ...this.bootstrapConfig, ...config } as EmbedConfig;
      this.bootstrapConfig = undefined;
    } else {
      this.config = { ...config } as EmbedConfig;
    }
    this.config.embedUrl = this.getEmbedUrl(isBootstrap);
    this.config.groupId = this.getGroupId();
    this.addLocaleToEmbedUrl(config as EmbedConfig);
    this.config.uniqueId = this.getUniqueId();
    this.#readCommands();
    this.initialLayoutType = this.config.settings?.layoutType ?? LayoutType.Master;

    if (isBootstrap) {
      this.bootstrapConfig = this.config;
      this.bootstrapConfig.bootstrapped = true;
    } else {
      this.config.accessToken = this.getAccessToken(this.service.accessToken);
    }

    this.eventHooks = this.config.eventHooks;
    this.validateEventHooks(this.eventHooks);
    delete this.config.eventHooks;
    this.configChanged(isBootstrap);
  }

  abstract getId(): string | null;
  abstract configChanged(isBootstrap: boolean): void;
  abstract getDefaultEmbedUrlEndpoint(): string;
  abstract validate(config: IEmbedConfigurationBase): ValidationResult;

  fullscreen(): void {
    const frame = this.iframe as HTMLIFrameElement & Record<string, (() => unknown) | undefined>;
    const request =
      frame.requestFullscreen ??
      frame.msRequestFullscreen ??
      frame.mozRequestFullScreen ??
      frame.webkitRequestFullscreen;
    request?.call(frame);
  }

  exitFullscreen(): void {
    if (!this.isFullscreen()) return;
    const doc = document as Document & Record<string, (() => unknown) | undefined>;
    const exit =
      doc.exitFullscreen ?? doc.mozCancelFullScreen ?? doc.webkitExitFullscreen ?? doc.msExitFullscreen;
    exit?.call(doc);
  }

  setComponentTitle(title: string): void {
    if (!this.iframe) return;
    if (title == null) this.iframe.removeAttribute('title');
    else this.iframe.setAttribute('title', title);
  }

  setComponentTabIndex(tabIndex?: number): void {
    if (!this.element) return;
    this.element.setAttribute('tabindex', tabIndex == null ? '0' : tabIndex.toString());
  }

  removeComponentTabIndex(_tabIndex?: number): void {
    this.element?.removeAttribute('tabindex');
  }

  static findGroupIdFromEmbedUrl(url: string): string | undefined {
    return findParamInEmbedUrl(url, 'groupId');
  }

  /** Undoes everything the embed attached; called by `service.reset`. */
  teardown(): void {
    this.abortRequests();
    for (const registered of this.eventHandlers) {
      if (registered.name)
        this.element.removeEventListener(registered.name, registered.handle as EventListener);
    }
    this.eventHandlers = [];
    while (this.#disposers.length > 0) this.#disposers.pop()?.();
  }

  /** Registers an undo step for `teardown` (routes, listeners, timers the subclasses add). */
  protected onTeardown(dispose: () => void): void {
    this.#disposers.push(dispose);
  }

  /**
   * Posts a load or create request (embed spec §7): its headers add the session id, `headers` and, when the
   * config has a token provider, `tokenProviderSupplied`.
   */
  protected postForSession(url: string, body: unknown, headers?: Partial<ISessionHeaders>): Promise<void> {
    const all: MessageHeaders & ISessionHeaders = {
      uid: this.config.uniqueId as string,
      sdkSessionId: this.service.getSdkSessionId(),
      ...headers,
      ...(this.eventHooks?.accessTokenProvider && { tokenProviderSupplied: true }),
    };
    // Requests to a frame that is gone fail in the proxy rather than here.
    return bodyOfCall(this.service.hpm.post<void>(url, body, all, this.iframe?.contentWindow as Window));
  }

  #readCommands(): void {
    const extensions = this.config.settings?.extensions as IExtensions | IExtension[] | undefined;
    if (Array.isArray(extensions)) {
      this.commands = extensions.flatMap((extension) => (extension?.command ? [extension.command] : []));
      this.groups = [];
    } else {
      this.commands = extensions?.commands ?? [];
      this.groups = extensions?.groups ?? [];
    }
  }

  private getAccessToken(globalAccessToken: string | undefined): string {
    const accessToken =
      this.config.accessToken || this.element.getAttribute(Embed.accessTokenAttribute) || globalAccessToken;
    if (!accessToken) {
      throw new Error(
        `No access token was found for element. You must specify an access token directly on the element using attribute '${Embed.accessTokenAttribute}' or specify a global token at: powerbi.accessToken.`,
      );
    }
    return accessToken;
  }

  private validateEventHooks(eventHooks: EventHooks | undefined): void {
    if (!eventHooks) return;
    for (const [name, hook] of Object.entries(eventHooks)) {
      if (hook && typeof hook !== 'function') throw new Error(`${name} must be a function`);
    }
    if (eventHooks.applicationContextProvider) {
      if (this.embedtype !== 'report')
        throw new Error('applicationContextProvider is only supported in report embed');
      this.config.embedUrl = addParamToUrl(this.config.embedUrl as string, 'registerQueryCallback', 'true');
    }
    if (eventHooks.accessTokenProvider) {
      if (
        !['create', 'quickcreate', 'report'].includes(this.embedtype) ||
        this.config.tokenType !== TokenType.Aad
      ) {
        throw new Error('accessTokenProvider is only supported in report SaaS embed');
      }
    }
  }

  private addLocaleToEmbedUrl(config: EmbedConfig): void {
    const locale = config.settings?.localeSettings;
    for (const name of ['language', 'formatLocale'] as const) {
      const value = locale?.[name];
      if (value) this.config.embedUrl = addParamToUrl(this.config.embedUrl as string, name, value);
    }
  }

  private getEmbedUrl(isBootstrap: boolean): string {
    let embedUrl = this.config.embedUrl || this.element.getAttribute(Embed.embedUrlAttribute);
    if (isBootstrap && !embedUrl) embedUrl = this.getDefaultEmbedUrl(this.config.hostname);
    if (typeof embedUrl !== 'string' || embedUrl.length === 0) {
      throw new Error(
        `Embed Url is required, but it was not found. You must provide an embed url either as part of embed configuration or as attribute '${Embed.embedUrlAttribute}'.`,
      );
    }
    return embedUrl;
  }

  private getDefaultEmbedUrl(hostname: string | undefined): string {
    let url = hostname || Embed.defaultEmbedHostName;
    if (url.indexOf('http') !== 0) url = `https://${url}`;
    return `${url}/${this.getDefaultEmbedUrlEndpoint()}`;
  }

  private getUniqueId(): string {
    return this.config.uniqueId || this.element.getAttribute(Embed.nameAttribute) || createRandomString();
  }

  private getGroupId(): string | undefined {
    return this.config.groupId || Embed.findGroupIdFromEmbedUrl(this.config.embedUrl as string);
  }

  private isFullscreen(): boolean {
    const doc = document as Document & Record<string, unknown>;
    return [
      'fullscreenElement',
      'webkitFullscreenElement',
      'mozFullscreenScreenElement',
      'msFullscreenElement',
    ].some((property) => doc[property] === this.iframe);
  }

  /** Creates the frame (or adopts the one given) and wires load, create and front-load. */
  private setIframe(isLoad: boolean, phasedRender?: boolean, isBootstrap?: boolean): void {
    // Validate before the frame exists: a config that fails leaves nothing behind (the anchor leaves a
    // live frame in the element).
    if (isLoad && !isBootstrap) {
      const errors = this.validate(this.config);
      if (errors) throw errors;
    }
    if (!this.iframe) {
      const embedUrl = this.config.embedUrl as string;
      if (!validateEmbedUrl(embedUrl, this.service.trustedOrigins)) throw new Error(INVALID_EMBED_URL);
      const frame = document.createElement('iframe');
      frame.style.width = '100%';
      frame.style.height = '100%';
      frame.setAttribute(
        'src',
        this.config.uniqueId ? addParamToUrl(embedUrl, 'uid', this.config.uniqueId) : embedUrl,
      );
      frame.setAttribute('scrolling', 'no');
      frame.setAttribute('allowfullscreen', 'true');
      this.element.replaceChildren(frame);
      this.iframe = frame;
    }

    // What fails here reaches the host page uncaught, as with the anchor: a load that throws (a visual
    // without its names) as an error of the frame's `load` event, a refused request as an unhandled rejection.
    if (isLoad) {
      this.#listen(this.iframe, 'load', () => {
        this.iframeLoaded = true;
        surfaceFailure(this.load(phasedRender));
      });
      // The anchor counts the components that exist before this one, so the first three qualify; the wire
      // must match it.
      if (this.service.getNumberOfComponents() <= Embed.maxFrontLoadTimes) {
        const handler = () => {
          this.element.removeEventListener('ready', handler);
          surfaceFailure(this.frontLoadSendConfig(this.config));
        };
        this.frontLoadHandler = handler;
        this.#listen(this.element, 'ready', handler);
      }
    } else {
      this.#listen(this.iframe, 'load', () => surfaceFailure(this.create()));
    }
  }

  #listen(target: EventTarget, type: string, listener: () => void): void {
    target.addEventListener(type, listener);
    this.onTeardown(() => target.removeEventListener(type, listener));
  }

  private async frontLoadSendConfig(config: EmbedConfig): Promise<void> {
    if (!config.accessToken) return;
    const errors = this.validate(config);
    if (errors) throw errors;
    if (!this.iframe.contentWindow) return;
    return bodyOfCall(ask<void>(this, 'post', '/frontload/config', config));
  }
}
