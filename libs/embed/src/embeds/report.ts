import type { LayoutType } from '../models';
import {
  CommonErrorCodes,
  MenuLocation,
  ViewMode,
  validatePaginatedReportLoad,
  validateReportLoad,
  type FiltersOperations,
  type PageSizeType,
  type SectionVisibility,
  type VisualContainerDisplayMode,
} from '../models';
import type { IEmbedConfigurationBase, IReportLoadConfiguration } from '../models/configTypes';
import type { IFilter } from '../models/filterTypes';
import type { IPage } from '../models/reportTypes';
import type { IReportTheme } from '../models/requestTypes';
import type { ISettings } from '../models/settingsTypes';
import type { IVisualLayout } from '../models/layoutTypes';
import type { IHttpPostMessageResponse } from '../protocol/envelope';
import type { IRouterRequest, RouterResponse } from '../protocol/router';
import type { Service } from '../service/service';
import { addParamToUrl, findParamInEmbedUrl, isRDLEmbed } from '../embedUrl';
import { MOBILE_DESKTOP_SWITCH } from '../errors';
import { ATTRIBUTE } from '../sdkConfig';
import { REPORT_EVENTS } from './allowedEvents';
import { BookmarksManager } from './bookmarksManager';
import { Embed } from './embed';
import type { EmbedConfig, ValidationResult } from './embedConfig';
import {
  getFiltersAt,
  removeFiltersAt,
  setFiltersAt,
  updateFiltersAt,
  type IFilterable,
} from './filterRequests';
import { answerEventHook, type EventHookName } from './eventHooks';
import { isSavedInternal } from './isSaved';
import { isMobileLayout, pageSizeSettings, visualLayoutSettings } from './layoutSettings';
import { createMenuCommand, withoutMenu, type MenuType } from './menuCommands';
import { Page } from './page';
import { refuseForRDL } from './rdlGuard';
import { ask, type IReportNode } from './reportNode';
import { bodyOfCall, envelopeOfCall } from './responses';

const REPORT_HOOKS: readonly EventHookName[] = ['preQuery', 'newAccessToken'];

/** An embedded report: pages, filters, bookmarks, settings, modes, themes, layout and menus. */
export class Report extends Embed implements IReportNode, IFilterable {
  static override allowedEvents: string[] = REPORT_EVENTS;
  static reportIdAttribute: string = ATTRIBUTE.reportId;
  static filterPaneEnabledAttribute: string = ATTRIBUTE.filterPaneEnabled;
  static navContentPaneEnabledAttribute: string = ATTRIBUTE.navContentPaneEnabled;
  static override typeAttribute: string = ATTRIBUTE.type;
  static override type = 'Report';

  bookmarksManager: BookmarksManager;

  constructor(
    service: Service,
    element: HTMLElement,
    baseConfig: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
    iframe?: HTMLIFrameElement,
  ) {
    super(service, element, baseConfig, iframe, phasedRender, isBootstrap);
    this.loadPath = '/report/load';
    this.phasedLoadPath = '/report/prepare';
    this.allowedEvents.push(...Report.allowedEvents);
    this.bookmarksManager = new BookmarksManager(this);
  }

  static findIdFromEmbedUrl(url: string): string | undefined {
    return findParamInEmbedUrl(url, 'reportId');
  }

  /** Answers the frame's hook requests (`/reports/{uniqueId}/eventHooks/{name}`, embed spec §2). */
  handleEventHook(eventName: string, request: IRouterRequest, response: RouterResponse): Promise<void> {
    return answerEventHook(this, REPORT_HOOKS, eventName, request, response);
  }

  render(config?: IReportLoadConfiguration | IEmbedConfigurationBase): Promise<void> {
    return bodyOfCall(ask<void>(this, 'post', '/report/render', config));
  }

  async addPage(displayName?: string): Promise<Page> {
    const page = await bodyOfCall(ask<IPage>(this, 'post', '/report/addPage', { displayName }));
    return this.pageOf(page);
  }

  deletePage(pageName: string): Promise<void> {
    return bodyOfCall(ask<void>(this, 'delete', `/report/pages/${pageName}`, {}));
  }

  renamePage(pageName: string, displayName: string): Promise<void> {
    return bodyOfCall(
      ask<void>(this, 'put', `/report/pages/${pageName}/name`, { name: pageName, displayName }),
    );
  }

  getFilters(): Promise<IFilter[]> {
    return this.refused() ?? getFiltersAt(this, '/report/filters');
  }

  updateFilters(operation: FiltersOperations, filters?: IFilter[]): Promise<IHttpPostMessageResponse<void>> {
    return updateFiltersAt(this, '/report/filters', operation, filters);
  }

  removeFilters(): Promise<IHttpPostMessageResponse<void>> {
    return this.refused() ?? removeFiltersAt(this, '/report/filters');
  }

  setFilters(filters: IFilter[]): Promise<IHttpPostMessageResponse<void>> {
    return this.refused() ?? setFiltersAt(this, '/report/filters', filters);
  }

  getId(): string {
    const reportId =
      this.config.id ||
      this.element.getAttribute(Report.reportIdAttribute) ||
      Report.findIdFromEmbedUrl(this.config.embedUrl as string);
    if (typeof reportId !== 'string' || reportId.length === 0) {
      throw new Error(
        `Report id is required, but it was not found. You must provide an id either as part of embed configuration or as attribute '${Report.reportIdAttribute}'.`,
      );
    }
    return reportId;
  }

  async getPages(): Promise<Page[]> {
    const refused = this.refused();
    if (refused) return refused;
    const pages = await bodyOfCall(ask<IPage[]>(this, 'get', '/report/pages'));
    return pages.map((page) => this.pageOf(page));
  }

  async getPageByName(pageName: string): Promise<Page> {
    const refused = this.refused();
    if (refused) return refused;
    const pages = await bodyOfCall(ask<IPage[]>(this, 'get', '/report/pages'));
    const page = pages.find((candidate) => candidate.name === pageName);
    if (!page) throw CommonErrorCodes.NotFound;
    return this.pageOf(page);
  }

  async getActivePage(): Promise<Page> {
    const refused = this.refused();
    if (refused) return refused;
    const pages = await bodyOfCall(ask<IPage[]>(this, 'get', '/report/pages'));
    const page = pages.find((candidate) => candidate.isActive);
    if (!page) throw CommonErrorCodes.NotFound;
    return this.pageOf(page);
  }

  /** A Page object for a page name, without asking the frame. */
  page(name: string, displayName?: string, isActive?: boolean, visibility?: SectionVisibility): Page {
    return new Page(this, name, displayName, isActive, visibility);
  }

  print(): Promise<void> {
    return this.refused() ?? bodyOfCall(ask<void>(this, 'post', '/report/print', null));
  }

  setPage(pageName: string): Promise<IHttpPostMessageResponse<void>> {
    const page = { name: pageName, displayName: null, isActive: true };
    return this.refused() ?? envelopeOfCall(ask<void>(this, 'put', '/report/pages/active', page));
  }

  async updateSettings(settings: ISettings): Promise<IHttpPostMessageResponse<void>> {
    const response = await envelopeOfCall(ask<void>(this, 'patch', '/report/settings', settings));
    const extensions = settings.extensions as { commands?: never[]; groups?: never[] } | undefined;
    if (extensions && !Array.isArray(extensions)) {
      this.commands = extensions.commands ?? [];
      this.groups = extensions.groups ?? [];
    }
    return response;
  }

  validate(config: IEmbedConfigurationBase): ValidationResult {
    return isRDLEmbed(this.config.embedUrl)
      ? validatePaginatedReportLoad(config)
      : validateReportLoad(config);
  }

  configChanged(isBootstrap: boolean): void {
    const config = this.config;
    if (isMobileLayout(config.settings?.layoutType)) {
      config.embedUrl = addParamToUrl(config.embedUrl as string, 'isMobile', 'true');
    }
    config.settings = { ...this.settingsFromAttributes(), ...config.settings };
    if (isBootstrap) return;
    config.id = this.getId();
  }

  getDefaultEmbedUrlEndpoint(): string {
    return 'reportEmbed';
  }

  switchMode(viewMode: ViewMode | string): Promise<void> {
    const mode = typeof viewMode === 'string' ? viewMode : viewMode === ViewMode.Edit ? 'edit' : 'view';
    return bodyOfCall(ask<void>(this, 'post', `/report/switchMode/${mode}`, null));
  }

  refresh(): Promise<void> {
    return this.refused() ?? bodyOfCall(ask<void>(this, 'post', '/report/refresh', null));
  }

  async isSaved(): Promise<boolean> {
    const refused = this.refused();
    if (refused) return refused;
    return isSavedInternal(this);
  }

  applyTheme(theme: IReportTheme): Promise<void> {
    return this.refused() ?? this.putTheme(theme);
  }

  resetTheme(): Promise<void> {
    return this.refused() ?? this.putTheme({});
  }

  getTheme(): Promise<IReportTheme> {
    return this.refused() ?? bodyOfCall(ask<IReportTheme>(this, 'get', '/report/theme'));
  }

  resetPersistentFilters(): Promise<IHttpPostMessageResponse<void>> {
    return envelopeOfCall(ask<void>(this, 'delete', '/report/userState', null));
  }

  savePersistentFilters(): Promise<IHttpPostMessageResponse<void>> {
    return envelopeOfCall(ask<void>(this, 'post', '/report/userState', null));
  }

  arePersistentFiltersApplied(): Promise<boolean> {
    return bodyOfCall(ask<boolean>(this, 'get', '/report/isUserStateApplied'));
  }

  removeContextMenuCommand(
    commandName: string,
    contextMenuTitle: string,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.refused() ?? this.removeMenu('visualContextMenu', commandName, contextMenuTitle);
  }

  addContextMenuCommand(
    commandName: string,
    commandTitle: string,
    contextMenuTitle: string = commandTitle,
    menuLocation: MenuLocation = MenuLocation.Bottom,
    visualName?: string,
    visualType?: string,
    groupName?: string,
  ): Promise<IHttpPostMessageResponse<void>> {
    const refused = this.refused();
    if (refused) return refused;
    const command = createMenuCommand('visualContextMenu', {
      commandName,
      commandTitle,
      menuTitle: contextMenuTitle,
      menuLocation,
      visualName,
      visualType,
      groupName,
    });
    return this.updateSettings({
      extensions: { commands: [...this.commands, command], groups: this.groups },
    } as ISettings);
  }

  removeOptionsMenuCommand(
    commandName: string,
    optionsMenuTitle: string,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.refused() ?? this.removeMenu('visualOptionsMenu', commandName, optionsMenuTitle);
  }

  addOptionsMenuCommand(
    commandName: string,
    commandTitle: string,
    optionsMenuTitle: string = commandTitle,
    menuLocation: MenuLocation = MenuLocation.Bottom,
    visualName?: string,
    visualType?: string,
    groupName?: string,
    commandIcon?: string,
  ): Promise<IHttpPostMessageResponse<void>> {
    const refused = this.refused();
    if (refused) return refused;
    const command = createMenuCommand('visualOptionsMenu', {
      commandName,
      commandTitle,
      menuTitle: optionsMenuTitle,
      menuLocation,
      visualName,
      visualType,
      groupName,
      commandIcon,
    });
    return this.updateSettings({
      extensions: { commands: [...this.commands, command], groups: this.groups },
    } as ISettings);
  }

  setVisualDisplayState(
    pageName: string,
    visualName: string,
    displayState: VisualContainerDisplayMode,
  ): Promise<IHttpPostMessageResponse<void>> {
    return (
      this.refused() ?? this.setVisualLayout(pageName, visualName, { displayState: { mode: displayState } })
    );
  }

  resizeVisual(
    pageName: string,
    visualName: string,
    width: number,
    height: number,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.refused() ?? this.setVisualLayout(pageName, visualName, { width, height });
  }

  resizeActivePage(
    pageSizeType: PageSizeType,
    width?: number,
    height?: number,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.refused() ?? this.updateSettings(pageSizeSettings(pageSizeType, width, height));
  }

  moveVisual(
    pageName: string,
    visualName: string,
    x: number,
    y: number,
    z?: number,
  ): Promise<IHttpPostMessageResponse<void>> {
    const layout: IVisualLayout = z === undefined ? { x, y } : { x, y, z };
    return this.refused() ?? this.setVisualLayout(pageName, visualName, layout);
  }

  /** Switching between a desktop and a mobile layout needs a new embed (embed spec §4). */
  switchLayout(layoutType: LayoutType): Promise<IHttpPostMessageResponse<void>> {
    if (isMobileLayout(this.initialLayoutType) !== isMobileLayout(layoutType)) {
      return Promise.reject(MOBILE_DESKTOP_SWITCH);
    }
    return this.updateSettings({ layoutType } as ISettings);
  }

  getZoom(): Promise<number> {
    return bodyOfCall(ask<number>(this, 'get', '/report/zoom'));
  }

  async setZoom(zoomLevel: number): Promise<void> {
    await this.updateSettings({ zoomLevel } as ISettings);
  }

  closeAllOverlays(): Promise<void> {
    return this.refused() ?? bodyOfCall(ask<void>(this, 'post', '/report/closeAllOverlays', null));
  }

  /** Unlike the other calls, the anchor rejects this one with the whole envelope; so do we. */
  async clearSelectedVisuals(clearPopOutState?: boolean): Promise<void> {
    const refused = this.refused();
    if (refused) return refused;
    const response = await ask<void>(
      this,
      'post',
      `/report/clearSelectedVisuals/${clearPopOutState === true}`,
      null,
    );
    return response.body;
  }

  /** Checks that the page and the visual exist, then changes the visual's layout. */
  async setVisualLayout(
    pageName: string,
    visualName: string,
    layout: IVisualLayout,
  ): Promise<IHttpPostMessageResponse<void>> {
    const page = await this.getPageByName(pageName);
    await page.getVisualByName(visualName);
    return this.updateSettings(visualLayoutSettings(pageName, visualName, layout));
  }

  private removeMenu(
    type: MenuType,
    commandName: string,
    menuTitle: string,
  ): Promise<IHttpPostMessageResponse<void>> {
    const commands = withoutMenu(this.commands, type, commandName, menuTitle);
    if (!commands) return Promise.reject(CommonErrorCodes.NotFound);
    return this.updateSettings({ extensions: { commands, groups: this.groups } } as ISettings);
  }

  private putTheme(theme: IReportTheme): Promise<void> {
    return bodyOfCall(ask<void>(this, 'put', '/report/theme', theme));
  }

  private pageOf(page: IPage): Page {
    return new Page(
      this,
      page.name,
      page.displayName,
      page.isActive,
      page.visibility,
      page.defaultSize,
      page.defaultDisplayOption,
      page.mobileSize,
      page.background,
      page.wallpaper,
    );
  }

  /** Pane settings given as attributes of the host element (`powerbi-settings-…-enabled="false"`). */
  private settingsFromAttributes(): ISettings {
    const settings: Record<string, boolean> = {};
    const filterPane = this.element.getAttribute(Report.filterPaneEnabledAttribute);
    const navContentPane = this.element.getAttribute(Report.navContentPaneEnabledAttribute);
    if (filterPane !== null) settings.filterPaneEnabled = filterPane !== 'false';
    if (navContentPane !== null) settings.navContentPaneEnabled = navContentPane !== 'false';
    return settings as ISettings;
  }

  protected refused(): Promise<never> | undefined {
    return refuseForRDL(this.config.embedUrl);
  }
}

export type { EmbedConfig };
