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
import type { ICommandExtension } from '../models/extensionTypes';
import type { IFilter } from '../models/filterTypes';
import type { IPage } from '../models/reportTypes';
import type { IReportTheme } from '../models/requestTypes';
import type { ISettings } from '../models/settingsTypes';
import type { IVisualLayout } from '../models/layoutTypes';
import type { IHttpPostMessageResponse } from '../protocol/envelope';
import type { Service } from '../service/service';
import { addParamToUrl, findParamInEmbedUrl, isRDLEmbed } from '../embedUrl';
import { MOBILE_DESKTOP_SWITCH } from '../errors';
import {
  FILTER_PANE_ENABLED_ATTRIBUTE,
  NAV_CONTENT_PANE_ENABLED_ATTRIBUTE,
  REPORT_ID_ATTRIBUTE,
  TYPE_ATTRIBUTE,
} from '../sdkConfig';
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
import { routeEventHooks } from './eventHooks';
import { isSavedInternal } from './isSaved';
import { isMobileLayout, pageSizeSettings, visualLayoutSettings } from './layoutSettings';
import { createMenuCommand, withoutMenu, type MenuCommandRequest, type MenuType } from './menuCommands';
import { Page } from './page';
import { refuseRDL } from './rdlGuard';
import { ask, type IReportNode } from './reportNode';
import { bodyOfCall, envelopeOfCall } from './responses';

/** An embedded report: pages, filters, bookmarks, settings, modes, themes, layout and menus. */
export class Report extends Embed implements IReportNode, IFilterable {
  static override allowedEvents: string[] = REPORT_EVENTS;
  static reportIdAttribute: string = REPORT_ID_ATTRIBUTE;
  static filterPaneEnabledAttribute: string = FILTER_PANE_ENABLED_ATTRIBUTE;
  static navContentPaneEnabledAttribute: string = NAV_CONTENT_PANE_ENABLED_ATTRIBUTE;
  static override typeAttribute: string = TYPE_ATTRIBUTE;
  static override type = 'Report';

  declare bookmarksManager: BookmarksManager;

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
    this.bookmarksManager = new BookmarksManager(this, baseConfig);
    this.onTeardown(routeEventHooks(this, ['preQuery', 'newAccessToken']));
  }

  static findIdFromEmbedUrl(url: string): string | undefined {
    return findParamInEmbedUrl(url, 'reportId');
  }

  async render(config?: IReportLoadConfiguration | IEmbedConfigurationBase): Promise<void> {
    return bodyOfCall(ask<void>(this, 'post', '/report/render', config));
  }

  async addPage(displayName?: string): Promise<Page> {
    const page = await bodyOfCall(ask<IPage>(this, 'post', '/report/addPage', { displayName }));
    return this.#pageOf(page);
  }

  async deletePage(pageName: string): Promise<void> {
    return bodyOfCall(ask<void>(this, 'delete', `/report/pages/${pageName}`, {}));
  }

  async renamePage(pageName: string, displayName: string): Promise<void> {
    return bodyOfCall(
      ask<void>(this, 'put', `/report/pages/${pageName}/name`, { name: pageName, displayName }),
    );
  }

  async getFilters(): Promise<IFilter[]> {
    this.#refuseRDL();
    return getFiltersAt(this, '/report/filters');
  }

  async updateFilters(
    operation: FiltersOperations,
    filters?: IFilter[],
  ): Promise<IHttpPostMessageResponse<void>> {
    return updateFiltersAt(this, '/report/filters', operation, filters);
  }

  async removeFilters(): Promise<IHttpPostMessageResponse<void>> {
    this.#refuseRDL();
    return removeFiltersAt(this, '/report/filters');
  }

  async setFilters(filters: IFilter[]): Promise<IHttpPostMessageResponse<void>> {
    this.#refuseRDL();
    return setFiltersAt(this, '/report/filters', filters);
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
    return this.#pages();
  }

  async getPageByName(pageName: string): Promise<Page> {
    return this.#pageWhere((page) => page.name === pageName);
  }

  async getActivePage(): Promise<Page> {
    return this.#pageWhere((page) => page.isActive === true);
  }

  /** A Page object for a page name, without asking the frame. */
  page(name: string, displayName?: string, isActive?: boolean, visibility?: SectionVisibility): Page {
    return new Page(this, name, displayName, isActive, visibility);
  }

  async print(): Promise<void> {
    this.#refuseRDL();
    return bodyOfCall(ask<void>(this, 'post', '/report/print', null));
  }

  async setPage(pageName: string): Promise<IHttpPostMessageResponse<void>> {
    const page = { name: pageName, displayName: null, isActive: true };
    this.#refuseRDL();
    return envelopeOfCall(ask<void>(this, 'put', '/report/pages/active', page));
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
    config.settings = { ...settingsFromAttributes(this.element), ...config.settings };
    if (isBootstrap) return;
    config.id = this.getId();
  }

  getDefaultEmbedUrlEndpoint(): string {
    return 'reportEmbed';
  }

  async switchMode(viewMode: ViewMode | string): Promise<void> {
    const mode = typeof viewMode === 'string' ? viewMode : viewMode === ViewMode.Edit ? 'edit' : 'view';
    return bodyOfCall(ask<void>(this, 'post', `/report/switchMode/${mode}`, null));
  }

  async refresh(): Promise<void> {
    this.#refuseRDL();
    return bodyOfCall(ask<void>(this, 'post', '/report/refresh', null));
  }

  async isSaved(): Promise<boolean> {
    this.#refuseRDL();
    return isSavedInternal(this);
  }

  async applyTheme(theme: IReportTheme): Promise<void> {
    this.#refuseRDL();
    return this.#putTheme(theme);
  }

  async resetTheme(): Promise<void> {
    this.#refuseRDL();
    return this.#putTheme({});
  }

  async getTheme(): Promise<IReportTheme> {
    this.#refuseRDL();
    return bodyOfCall(ask<IReportTheme>(this, 'get', '/report/theme'));
  }

  async resetPersistentFilters(): Promise<IHttpPostMessageResponse<void>> {
    return envelopeOfCall(ask<void>(this, 'delete', '/report/userState', null));
  }

  async savePersistentFilters(): Promise<IHttpPostMessageResponse<void>> {
    return envelopeOfCall(ask<void>(this, 'post', '/report/userState', null));
  }

  async arePersistentFiltersApplied(): Promise<boolean> {
    return bodyOfCall(ask<boolean>(this, 'get', '/report/isUserStateApplied'));
  }

  async removeContextMenuCommand(
    commandName: string,
    contextMenuTitle: string,
  ): Promise<IHttpPostMessageResponse<void>> {
    this.#refuseRDL();
    return this.#removeMenu('visualContextMenu', commandName, contextMenuTitle);
  }

  async addContextMenuCommand(
    commandName: string,
    commandTitle: string,
    contextMenuTitle: string = commandTitle,
    menuLocation: MenuLocation = MenuLocation.Bottom,
    visualName?: string,
    visualType?: string,
    groupName?: string,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.#addMenuCommand('visualContextMenu', {
      commandName,
      commandTitle,
      menuTitle: contextMenuTitle,
      menuLocation,
      visualName,
      visualType,
      groupName,
    });
  }

  async removeOptionsMenuCommand(
    commandName: string,
    optionsMenuTitle: string,
  ): Promise<IHttpPostMessageResponse<void>> {
    this.#refuseRDL();
    return this.#removeMenu('visualOptionsMenu', commandName, optionsMenuTitle);
  }

  async addOptionsMenuCommand(
    commandName: string,
    commandTitle: string,
    optionsMenuTitle: string = commandTitle,
    menuLocation: MenuLocation = MenuLocation.Bottom,
    visualName?: string,
    visualType?: string,
    groupName?: string,
    commandIcon?: string,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.#addMenuCommand('visualOptionsMenu', {
      commandName,
      commandTitle,
      menuTitle: optionsMenuTitle,
      menuLocation,
      visualName,
      visualType,
      groupName,
      commandIcon,
    });
  }

  async setVisualDisplayState(
    pageName: string,
    visualName: string,
    displayState: VisualContainerDisplayMode,
  ): Promise<IHttpPostMessageResponse<void>> {
    this.#refuseRDL();
    return this.setVisualLayout(pageName, visualName, { displayState: { mode: displayState } });
  }

  async resizeVisual(
    pageName: string,
    visualName: string,
    width: number,
    height: number,
  ): Promise<IHttpPostMessageResponse<void>> {
    this.#refuseRDL();
    return this.setVisualLayout(pageName, visualName, { width, height });
  }

  async resizeActivePage(
    pageSizeType: PageSizeType,
    width?: number,
    height?: number,
  ): Promise<IHttpPostMessageResponse<void>> {
    this.#refuseRDL();
    return this.updateSettings(pageSizeSettings(pageSizeType, width, height));
  }

  async moveVisual(
    pageName: string,
    visualName: string,
    x: number,
    y: number,
    z?: number,
  ): Promise<IHttpPostMessageResponse<void>> {
    const layout: IVisualLayout = z === undefined ? { x, y } : { x, y, z };
    this.#refuseRDL();
    return this.setVisualLayout(pageName, visualName, layout);
  }

  /** Switching between a desktop and a mobile layout needs a new embed (embed spec §4). */
  async switchLayout(layoutType: LayoutType): Promise<IHttpPostMessageResponse<void>> {
    if (isMobileLayout(this.initialLayoutType) !== isMobileLayout(layoutType)) throw MOBILE_DESKTOP_SWITCH;
    return this.updateSettings({ layoutType } as ISettings);
  }

  async getZoom(): Promise<number> {
    return bodyOfCall(ask<number>(this, 'get', '/report/zoom'));
  }

  async setZoom(zoomLevel: number): Promise<void> {
    await this.updateSettings({ zoomLevel } as ISettings);
  }

  async closeAllOverlays(): Promise<void> {
    this.#refuseRDL();
    return bodyOfCall(ask<void>(this, 'post', '/report/closeAllOverlays', null));
  }

  /** Unlike the other calls, the anchor rejects this one with the whole envelope; so do we. */
  async clearSelectedVisuals(clearPopOutState?: boolean): Promise<void> {
    this.#refuseRDL();
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

  /** Adds a command to a visual menu (refused for RDL). */
  #addMenuCommand(type: MenuType, request: MenuCommandRequest): Promise<IHttpPostMessageResponse<void>> {
    this.#refuseRDL();
    return this.#setCommands([...this.commands, createMenuCommand(type, request)]);
  }

  #removeMenu(
    type: MenuType,
    commandName: string,
    menuTitle: string,
  ): Promise<IHttpPostMessageResponse<void>> {
    const commands = withoutMenu(this.commands, type, commandName, menuTitle);
    if (!commands) throw CommonErrorCodes.NotFound;
    return this.#setCommands(commands);
  }

  #setCommands(commands: ICommandExtension[]): Promise<IHttpPostMessageResponse<void>> {
    return this.updateSettings({ extensions: { commands, groups: this.groups } } as ISettings);
  }

  /** The report's pages, asked of the frame (refused for RDL). */
  async #pages(): Promise<Page[]> {
    this.#refuseRDL();
    const pages = await bodyOfCall(ask<IPage[]>(this, 'get', '/report/pages'));
    return pages.map((page) => this.#pageOf(page));
  }

  async #pageWhere(test: (page: Page) => boolean): Promise<Page> {
    const page = (await this.#pages()).find(test);
    if (!page) throw CommonErrorCodes.NotFound;
    return page;
  }

  #putTheme(theme: IReportTheme): Promise<void> {
    return bodyOfCall(ask<void>(this, 'put', '/report/theme', theme));
  }

  #pageOf(page: IPage): Page {
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

  #refuseRDL(): void {
    refuseRDL(this.config.embedUrl);
  }
}

export type { EmbedConfig };

/**
 * Pane settings given as attributes of the host element (`powerbi-settings-…-enabled="false"`). A function,
 * not a private method: `configChanged` runs inside the Embed constructor, before Report's private members
 * exist.
 */
function settingsFromAttributes(element: HTMLElement): ISettings {
  const settings: Record<string, boolean> = {};
  const filterPane = element.getAttribute(Report.filterPaneEnabledAttribute);
  const navContentPane = element.getAttribute(Report.navContentPaneEnabledAttribute);
  if (filterPane !== null) settings.filterPaneEnabled = filterPane !== 'false';
  if (navContentPane !== null) settings.navContentPaneEnabled = navContentPane !== 'false';
  return settings as ISettings;
}
