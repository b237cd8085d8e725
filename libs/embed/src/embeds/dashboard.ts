import { validateDashboardLoad } from '../models';
import type { IEmbedConfigurationBase } from '../models/configTypes';
import type { Service } from '../service/service';
import { findParamInEmbedUrl } from '../embedUrl';
import { DASHBOARD_ID_ATTRIBUTE, TYPE_ATTRIBUTE } from '../sdkConfig';
import { DASHBOARD_EVENTS } from './allowedEvents';
import { Embed } from './embed';
import type { EmbedConfig, ValidationResult } from './embedConfig';

const PAGE_VIEWS: readonly unknown[] = ['fitToWidth', 'oneColumn', 'actualSize'];

/** An embedded dashboard. */
export class Dashboard extends Embed {
  static override allowedEvents: string[] = DASHBOARD_EVENTS;
  static dashboardIdAttribute: string = DASHBOARD_ID_ATTRIBUTE;
  static override typeAttribute: string = TYPE_ATTRIBUTE;
  static override type = 'Dashboard';

  constructor(
    service: Service,
    element: HTMLElement,
    config: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ) {
    super(service, element, config, undefined, phasedRender, isBootstrap);
    this.loadPath = '/dashboard/load';
    this.phasedLoadPath = '/dashboard/prepare';
    this.allowedEvents.push(...Dashboard.allowedEvents);
  }

  static findIdFromEmbedUrl(url: string): string | undefined {
    return findParamInEmbedUrl(url, 'dashboardId');
  }

  getId(): string {
    const dashboardId =
      this.config.id ||
      this.element.getAttribute(Dashboard.dashboardIdAttribute) ||
      Dashboard.findIdFromEmbedUrl(this.config.embedUrl as string);
    if (typeof dashboardId !== 'string' || dashboardId.length === 0) {
      throw new Error(
        `Dashboard id is required, but it was not found. You must provide an id either as part of embed configuration or as attribute '${Dashboard.dashboardIdAttribute}'.`,
      );
    }
    return dashboardId;
  }

  validate(baseConfig: IEmbedConfigurationBase): ValidationResult {
    const errors = validateDashboardLoad(baseConfig);
    if (errors) return errors;
    const pageView = (baseConfig as EmbedConfig).pageView;
    if (pageView && !PAGE_VIEWS.includes(pageView)) {
      return [{ message: 'pageView must be one of the followings: fitToWidth, oneColumn, actualSize' }];
    }
    return undefined;
  }

  configChanged(isBootstrap: boolean): void {
    if (isBootstrap) return;
    this.config.id = this.getId();
  }

  getDefaultEmbedUrlEndpoint(): string {
    return 'dashboardEmbed';
  }
}
