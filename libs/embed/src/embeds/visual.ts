import {
  DisplayOption,
  FiltersLevel,
  LayoutType,
  PageSizeType,
  VisualContainerDisplayMode,
  validateReportLoad,
  type FiltersOperations,
} from '../models';
import type { IEmbedConfigurationBase, IReportLoadConfiguration } from '../models/configTypes';
import type { IFilter } from '../models/filterTypes';
import type { ICustomLayout, ICustomPageSize, IVisualLayout } from '../models/layoutTypes';
import type { IVisual } from '../models/reportTypes';
import type { ISettings } from '../models/settingsTypes';
import type { IHttpPostMessageResponse } from '../protocol/envelope';
import type { Service } from '../service/service';
import { GET_PAGES_NOT_SUPPORTED, RENDER_NOT_SUPPORTED, SET_PAGE_NOT_SUPPORTED } from '../errors';
import type { ValidationResult } from './embedConfig';
import { getFiltersAt, removeFiltersAt, setFiltersAt, updateFiltersAt } from './filterRequests';
import type { Page } from './page';
import { Report } from './report';
import { ask } from './reportNode';
import { bodyOfCall } from './responses';
import { VisualDescriptor } from './visualDescriptor';

/** Where the single visual sits on its custom page (embed spec §9). */
const VISUAL_POSITION = { x: 1, y: 1, z: 1 };

/** One visual of a report, alone on a custom layout; page navigation and render are refused. */
export class Visual extends Report {
  static override type = 'visual';
  static GetPagesNotSupportedError = GET_PAGES_NOT_SUPPORTED;
  static SetPageNotSupportedError = SET_PAGE_NOT_SUPPORTED;
  static RenderNotSupportedError = RENDER_NOT_SUPPORTED;

  constructor(
    service: Service,
    element: HTMLElement,
    baseConfig: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
    iframe?: HTMLIFrameElement,
  ) {
    super(service, element, baseConfig, phasedRender, isBootstrap, iframe);
  }

  /**
   * Loads the report with every other visual hidden, the panes off and the visual filling the frame. Unlike
   * the other calls, and as the anchor's, a missing page or visual name throws at once (checked at load,
   * not at embed: the frame is created either way).
   */
  override load(phasedRender?: boolean): Promise<void> {
    const config = this.config;
    if (!config.accessToken) return Promise.resolve();
    const { pageName, visualName } = config;
    if (!pageName) throw new Error('Page name is required when embedding a visual.');
    if (!visualName) {
      throw new Error(
        'Visual name is required, but it was not found. You must provide a visual name as part of embed configuration.',
      );
    }
    const userLayout = config.settings?.customLayout as ICustomLayout | undefined;
    const pageSize: ICustomPageSize = (userLayout?.pageSize as ICustomPageSize | undefined) ?? {
      type: PageSizeType.Custom,
      width: config.width ? config.width : this.iframe.offsetWidth,
      height: config.height ? config.height : this.iframe.offsetHeight,
    };
    const customLayout = {
      displayOption: userLayout?.displayOption ?? DisplayOption.FitToPage,
      pageSize,
      pagesLayout: userLayout?.pagesLayout ?? {
        [pageName]: {
          defaultLayout: { displayState: { mode: VisualContainerDisplayMode.Hidden } },
          visualsLayout: {
            [visualName]: {
              displayState: { mode: VisualContainerDisplayMode.Visible },
              ...VISUAL_POSITION,
              width: pageSize.width,
              height: pageSize.height,
            },
          },
        },
      },
    };
    config.settings = {
      ...config.settings,
      filterPaneEnabled: false,
      navContentPaneEnabled: false,
      layoutType: LayoutType.Custom,
      customLayout,
    } as ISettings;
    return super.load(phasedRender);
  }

  override validate(config: IEmbedConfigurationBase): ValidationResult {
    return validateReportLoad(config);
  }

  /** Refused, synchronously: the anchor throws here, where it rejects for `render`. */
  override getPages(): Promise<Page[]> {
    throw Visual.GetPagesNotSupportedError;
  }

  override setPage(_pageName: string): Promise<IHttpPostMessageResponse<void>> {
    throw Visual.SetPageNotSupportedError;
  }

  override async render(_config?: IReportLoadConfiguration | IEmbedConfigurationBase): Promise<void> {
    throw Visual.RenderNotSupportedError;
  }

  /** The descriptor of the embedded visual; rejects with `visualNotFound` when the page lacks it. */
  async getVisualDescriptor(): Promise<VisualDescriptor> {
    const { pageName, visualName } = this.config as { pageName: string; visualName: string };
    const visuals = await bodyOfCall(ask<IVisual[]>(this, 'get', `/report/pages/${pageName}/visuals`));
    const visual = visuals.find((candidate) => candidate.name === visualName);
    if (!visual) throw { message: 'visualNotFound', detailedMessage: 'Visual not found' };
    return new VisualDescriptor(
      this.page(pageName),
      visual.name,
      visual.title,
      visual.type,
      visual.layout as IVisualLayout,
    );
  }

  override async getFilters(filtersLevel?: FiltersLevel): Promise<IFilter[]> {
    return getFiltersAt(this, this.#filtersUrl(filtersLevel));
  }

  override async updateFilters(
    operation: FiltersOperations,
    filters?: IFilter[],
    filtersLevel?: FiltersLevel,
  ): Promise<IHttpPostMessageResponse<void>> {
    return updateFiltersAt(this, this.#filtersUrl(filtersLevel), operation, filters);
  }

  override async setFilters(
    filters: IFilter[],
    filtersLevel?: FiltersLevel,
  ): Promise<IHttpPostMessageResponse<void>> {
    return setFiltersAt(this, this.#filtersUrl(filtersLevel), filters);
  }

  override async removeFilters(filtersLevel?: FiltersLevel): Promise<IHttpPostMessageResponse<void>> {
    return removeFiltersAt(this, this.#filtersUrl(filtersLevel));
  }

  /** Report and page levels address the report and the visual's page; the default is the visual itself. */
  #filtersUrl(filtersLevel: FiltersLevel | undefined): string {
    const { pageName, visualName } = this.config as { pageName: string; visualName: string };
    if (filtersLevel === FiltersLevel.Report) return '/report/filters';
    if (filtersLevel === FiltersLevel.Page) return `/report/pages/${pageName}/filters`;
    return `/report/pages/${pageName}/visuals/${visualName}/filters`;
  }
}
