import type { IQuickCreateConfiguration, IReportCreateConfiguration } from '../models/configTypes';
import type { IEmbedConfigurationBase } from '../models/configTypes';
import type { HttpPostMessage } from '../protocol/httpPostMessage';
import type { IRouterRequest, Router, RouterResponse } from '../protocol/router';
import type { WindowPostMessageProxy } from '../protocol/windowPostMessageProxy';
import { createSessionId } from '../randomIds';
import { toTrustedOrigin, validateEmbedUrl } from '../embedUrl';
import {
  COMPONENT_ALREADY_REGISTERED,
  COMPONENT_NAME_RESERVED,
  INVALID_EMBED_URL,
  INVALID_ROUTER_EVENT_URL,
} from '../errors';
import { SDK_TYPE, SDK_VERSION } from '../sdkConfig';
import { Create } from '../embeds/create';
import { raiseCustomEvent, type IEvent } from '../embeds/customEvents';
import { Dashboard } from '../embeds/dashboard';
import { Embed } from '../embeds/embed';
import type { EmbedConfig } from '../embeds/embedConfig';
import { describeConfig } from '../embeds/describeConfig';
import { surfaceFailure } from '../embeds/responses';
import { Page } from '../embeds/page';
import { Qna } from '../embeds/qna';
import { QuickCreate } from '../embeds/quickCreate';
import { Report } from '../embeds/report';
import { Tile } from '../embeds/tile';
import { Visual } from '../embeds/visual';
import type { IHpmFactory, IRouterFactory, IWpmpFactory } from './factories';

export type { IEvent, ICustomEvent, IEventHandler } from '../embeds/customEvents';

export interface IDebugOptions {
  logMessages?: boolean;
  wpmpName?: string;
}

export interface IServiceConfiguration extends IDebugOptions {
  autoEmbedOnContentLoaded?: boolean;
  onError?: (error: unknown) => unknown;
  version?: string;
  type?: string;
  sdkWrapperVersion?: string;
  /**
   * Analytics hosts this page trusts besides the provider's own, as origins (`https://bi.example.com`)
   * or host names; plain http only for localhost. A Nuvem portal lists its analytics app here.
   */
  trustedHosts?: string[];
  /** Milliseconds to wait for the frame's answer to each request (default two minutes). */
  requestTimeout?: number;
}

export interface IService {
  hpm: HttpPostMessage;
}

export interface IPowerBiElement extends HTMLElement {
  powerBiEmbed?: Embed;
}

export type EmbedComponentFactory = (
  service: Service,
  element: HTMLElement,
  config: IEmbedConfigurationBase,
  phasedRender?: boolean,
  isBootstrap?: boolean,
) => Embed;

type ComponentClass = {
  type: string;
  new (
    service: Service,
    element: HTMLElement,
    config: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ): Embed;
};

/** The built-in types `embed` can create, matched case-insensitively on `config.type`. */
const COMPONENTS: readonly ComponentClass[] = [Tile, Report, Dashboard, Qna, Visual];
const RESERVED_TYPES = [...COMPONENTS.map((component) => component.type), 'create', 'quickCreate'];

/** The routes the frame posts events to (embed spec §2), with the event type each one raises. */
const EVENT_ROUTES: readonly [string, string][] = [
  ['/reports/:uniqueId/events/:eventName', 'report'],
  ['/reports/:uniqueId/pages/:pageName/events/:eventName', 'report'],
  ['/reports/:uniqueId/pages/:pageName/visuals/:visualName/events/:eventName', 'report'],
  ['/dashboards/:uniqueId/events/:eventName', 'dashboard'],
  ['/tile/:uniqueId/events/:eventName', 'tile'],
  ['/qna/:uniqueId/events/:eventName', 'qna'],
];

/**
 * Creates and tracks embeds, and receives what their frames post: events, ready, hooks. One per page is
 * usual (the UMD build makes `window.powerbi`), but any number may coexist.
 */
export class Service implements IService {
  private static readonly defaultConfig: IServiceConfiguration = {
    autoEmbedOnContentLoaded: false,
    onError: (error) => console.error(error),
    version: SDK_VERSION,
    type: SDK_TYPE,
  };

  // Declared only: like the anchor's, these exist once assigned.
  declare accessToken: string | undefined;
  declare hpm: HttpPostMessage;
  declare wpmp: WindowPostMessageProxy;
  declare router: Router;
  /** Origins of analytics hosts trusted besides the provider's (see `trustHost`). */
  readonly trustedOrigins = new Set<string>();

  private readonly config: IServiceConfiguration;
  private embeds: Embed[] = [];
  private readonly uniqueSessionId = createSessionId();
  private readonly registeredComponents = new Map<string, EmbedComponentFactory>();

  constructor(
    hpmFactory: IHpmFactory,
    wpmpFactory: IWpmpFactory,
    routerFactory: IRouterFactory,
    config: IServiceConfiguration = {},
  ) {
    this.config = { ...Service.defaultConfig, ...config };
    this.wpmp = wpmpFactory(this.config.wpmpName, this.config.logMessages);
    this.hpm = hpmFactory(
      this.wpmp,
      undefined,
      this.config.version,
      this.config.type,
      this.config.sdkWrapperVersion,
    );
    this.router = routerFactory(this.wpmp);
    this.wpmp.setPeerResolver?.((peer) => this.#frameOrigin(peer));
    if (this.config.requestTimeout !== undefined && this.wpmp instanceof Object) {
      (this.wpmp as { timeoutMs: number }).timeoutMs = this.config.requestTimeout;
    }
    for (const host of this.config.trustedHosts ?? []) this.trustHost(host);
    this.#registerFrameRoutes();
    if (this.config.autoEmbedOnContentLoaded) this.enableAutoEmbed();
  }

  /** Trusts one more analytics host (an origin or a host name) for embed URLs and messages. */
  trustHost(hostOrOrigin: string): void {
    this.trustedOrigins.add(toTrustedOrigin(hostOrOrigin));
  }

  createReport(element: HTMLElement, config: IEmbedConfigurationBase | IReportCreateConfiguration): Embed {
    const component = new Create(this, element, { ...config, type: 'create' } as IEmbedConfigurationBase);
    this.#attach(element, component);
    return component;
  }

  quickCreate(element: HTMLElement, config: IQuickCreateConfiguration): Embed {
    const component = new QuickCreate(this, element, {
      ...config,
      type: 'quickCreate',
    } as IQuickCreateConfiguration);
    this.#attach(element, component);
    return component;
  }

  /** Embeds every element under `container` that carries a `powerbi-embed-url` attribute. */
  init(container?: HTMLElement, config?: IEmbedConfigurationBase): Embed[] {
    const root = container ?? document.body;
    const elements = Array.from(root.querySelectorAll<HTMLElement>(`[${Embed.embedUrlAttribute}]`));
    return elements.map((element) => this.embed(element, config));
  }

  embed(element: HTMLElement, config: IEmbedConfigurationBase = {}): Embed {
    return this.embedInternal(element, config);
  }

  /** A phased embed: the frame prepares the content, and `render` shows it. */
  load(element: HTMLElement, config: IEmbedConfigurationBase = {}): Embed {
    return this.embedInternal(element, config, true, false);
  }

  /** Creates the frame before the token is known; a later `embed` on the element supplies it. */
  bootstrap(element: HTMLElement, config: IEmbedConfigurationBase): Embed {
    return this.embedInternal(element, config, false, true);
  }

  embedInternal(
    element: HTMLElement,
    config: IEmbedConfigurationBase = {},
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ): Embed {
    const powerBiElement = element as IPowerBiElement;
    if (powerBiElement.powerBiEmbed) {
      if (isBootstrap) {
        throw new Error(
          `Attempted to bootstrap element ${element.outerHTML}, but the element is already a powerbi element.`,
        );
      }
      return this.embedExisting(powerBiElement, config, phasedRender);
    }
    return this.embedNew(powerBiElement, config, phasedRender, isBootstrap);
  }

  getNumberOfComponents(): number {
    return this.embeds.length;
  }

  getSdkSessionId(): string {
    return this.uniqueSessionId;
  }

  getSDKVersion(): string {
    return SDK_VERSION;
  }

  enableAutoEmbed(): void {
    window.addEventListener('DOMContentLoaded', () => this.init(document.body), false);
  }

  get(element: HTMLElement): Embed {
    const component = (element as IPowerBiElement).powerBiEmbed;
    if (!component) {
      throw new Error(
        `You attempted to get an instance of powerbi component associated with element: ${element.outerHTML} but there was no associated instance.`,
      );
    }
    return component;
  }

  find(uniqueId: string): Embed | undefined {
    return this.embeds.find((embed) => embed.config.uniqueId === uniqueId);
  }

  addOrOverwriteEmbed(component: Embed, element: HTMLElement): void {
    this.embeds = this.embeds.filter((embed) => embed.element !== element);
    this.embeds.push(component);
    this.wpmp.start?.();
  }

  /**
   * Removes the embed from the element and undoes everything it attached: its frame, DOM listeners,
   * pending requests (rejected), timers; the service stops listening when no embed is left.
   */
  reset(element: HTMLElement): void {
    const powerBiElement = element as IPowerBiElement;
    const component = powerBiElement.powerBiEmbed;
    if (!component) return;
    component.teardown();
    this.embeds = this.embeds.filter((embed) => embed !== component);
    delete powerBiElement.powerBiEmbed;
    element.querySelector('iframe')?.remove();
    if (this.embeds.length === 0) this.wpmp.stop?.();
  }

  handleTileEvents(event: IEvent<unknown>): void {
    if (event.type.toLowerCase() === 'tile') this.handleEvent(event);
  }

  /** Answers a hook: 404 without a handler, 200 with its result, 400 (and a console error) if it throws. */
  async invokeSDKHook(hook: unknown, request: IRouterRequest, response: RouterResponse): Promise<void> {
    if (typeof hook !== 'function') {
      response.send(404, null);
      return;
    }
    try {
      response.send(200, await hook(request.body));
    } catch (error) {
      response.send(400, null);
      console.error(error);
    }
  }

  /** A hidden frame that warms the provider's caches; raises `preloaded` on the frame when it loads. */
  preload(config: IEmbedConfigurationBase, element?: HTMLElement): HTMLIFrameElement {
    if (!config.embedUrl || !validateEmbedUrl(config.embedUrl, this.trustedOrigins))
      throw new Error(INVALID_EMBED_URL);
    const frame = document.createElement('iframe');
    frame.setAttribute('style', 'display:none;');
    frame.setAttribute('src', config.embedUrl);
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('allowfullscreen', 'false');
    (element ?? document.body).appendChild(frame);
    frame.onload = () => raiseCustomEvent(frame, 'preloaded', {});
    return frame;
  }

  setSdkInfo(type: string, version: string): void {
    this.hpm.defaultHeaders['x-sdk-type'] = type;
    this.hpm.defaultHeaders['x-sdk-wrapper-version'] = version;
  }

  /**
   * Adds a component type with its factory and event routes; every route must hold `:uniqueId` and
   * `:eventName`. Everything is checked before anything is registered.
   */
  register(
    componentType: string,
    embedComponentFactory: EmbedComponentFactory,
    routerEventUrls: string[],
  ): void {
    const name = componentType.toLowerCase();
    if (RESERVED_TYPES.some((reserved) => reserved.toLowerCase() === name))
      throw new Error(COMPONENT_NAME_RESERVED);
    if ([...this.registeredComponents.keys()].some((registered) => registered.toLowerCase() === name)) {
      throw new Error(COMPONENT_ALREADY_REGISTERED);
    }
    if (routerEventUrls.some((url) => !url.includes(':uniqueId') || !url.includes(':eventName'))) {
      throw new Error(INVALID_ROUTER_EVENT_URL);
    }
    this.registeredComponents.set(componentType, embedComponentFactory);
    for (const url of routerEventUrls) {
      this.router.post(url, (request) => this.#onFrameEvent(request, componentType));
    }
  }

  /** The origin a window must speak from: that of the frame of one of our embeds, else none. */
  #frameOrigin(peer: unknown): string | undefined {
    return this.embeds.find((candidate) => candidate.iframe?.contentWindow === peer)?.frameOrigin();
  }

  #registerFrameRoutes(): void {
    for (const [url, type] of EVENT_ROUTES)
      this.router.post(url, (request) => this.#onFrameEvent(request, type));
    this.router.post('/ready/:uniqueId', (request) =>
      this.#onFrameEvent({ ...request, params: { ...request.params, eventName: 'ready' } }, 'report'),
    );
  }

  #onFrameEvent(request: IRouterRequest, type: string): void {
    if (!this.#embedOfFrame(request)) return;
    this.handleEvent({
      type,
      id: request.params.uniqueId ?? '',
      name: request.params.eventName ?? '',
      value: request.body,
    });
  }

  /** The embed a frame request is about, only when the request came from that embed's own frame. */
  #embedOfFrame(request: IRouterRequest): Embed | undefined {
    const embed = this.find(request.params.uniqueId ?? '');
    if (!embed) return undefined;
    if (request.source !== undefined && request.source !== embed.iframe?.contentWindow) return undefined;
    return embed;
  }

  private handleEvent(event: IEvent<unknown>): void {
    const embed = this.find(event.id);
    if (!embed) return;
    let value = event.value;
    if (event.name === 'pageChanged') {
      const newPage = (value as { newPage?: { name: string; displayName?: string } } | null)?.newPage;
      if (!newPage) throw new Error(`Page model not found at 'event.value.newPage'.`);
      value = {
        ...(value as object),
        newPage: new Page(embed as Report, newPage.name, newPage.displayName, true),
      };
    }
    raiseCustomEvent(embed.element, event.name, value);
  }

  #attach(element: HTMLElement, component: Embed): void {
    (element as IPowerBiElement).powerBiEmbed = component;
    this.addOrOverwriteEmbed(component, element);
  }

  private embedNew(
    element: IPowerBiElement,
    config: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ): Embed {
    const componentType = config.type || element.getAttribute(Embed.typeAttribute);
    if (!componentType) {
      throw new Error(
        `Attempted to embed using config ${describeConfig(config)} on element ${element.outerHTML}, but could not determine what type of component to embed. You must specify a type in the configuration or as an attribute such as '${Embed.typeAttribute}="${Report.type.toLowerCase()}"'.`,
      );
    }
    const component = this.createEmbedComponent(
      componentType,
      element,
      { ...config, type: componentType },
      phasedRender,
      isBootstrap,
    );
    this.#attach(element, component);
    return component;
  }

  private createEmbedComponent(
    componentType: string,
    element: HTMLElement,
    config: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ): Embed {
    const name = componentType.toLowerCase();
    const Component = COMPONENTS.find((candidate) => candidate.type.toLowerCase() === name);
    if (Component) return new Component(this, element, config, phasedRender, isBootstrap);
    const factory = [...this.registeredComponents].find(
      ([registered]) => registered.toLowerCase() === name,
    )?.[1];
    if (factory) return factory(this, element, config, phasedRender, isBootstrap);
    throw new Error(
      `Attempted to embed component of type: ${componentType} but did not find any matching component.  Please verify the type you specified is intended.`,
    );
  }

  private embedExisting(
    element: IPowerBiElement,
    config: IEmbedConfigurationBase,
    phasedRender?: boolean,
  ): Embed {
    const component = this.embeds.find((embed) => embed.element === element);
    if (!component) {
      throw new Error(
        `Attempted to embed using config ${describeConfig(config)} on element ${element.outerHTML} which did not have an existing component.`,
      );
    }
    // Q&A cannot re-embed in the same frame: it starts afresh.
    if (config.type === 'qna') {
      this.reset(element);
      return this.embedNew(element, config, phasedRender);
    }
    if (typeof config.type === 'string' && config.type !== component.config.type) {
      // A saved create (or quick create) experience becomes a report in the same frame (spec §4).
      if (
        config.type === 'report' &&
        ['create', 'quickcreate'].includes(String(component.config.type).toLowerCase())
      ) {
        const iframe = component.iframe;
        component.teardown();
        const report = new Report(this, element, config, false, false, iframe);
        surfaceFailure(report.load());
        this.#attach(element, report);
        return report;
      }
      throw new Error(
        `Embedding on an existing element with a different type than the previous embed object is not supported.  Attempted to embed using config ${describeConfig(config)} on element ${element.outerHTML}, but the existing element contains an embed of type: ${String((component.config as EmbedConfig).type)} which does not match the new type: ${config.type}`,
      );
    }
    component.populateConfig(config, false);
    surfaceFailure(component.load(phasedRender));
    return component;
  }
}
