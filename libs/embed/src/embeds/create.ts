import { validateCreateReport } from '../models';
import type { IEmbedConfigurationBase, IReportCreateConfiguration } from '../models/configTypes';
import type { Service } from '../service/service';
import { findParamInEmbedUrl } from '../embedUrl';
import { Embed } from './embed';
import type { ValidationResult } from './embedConfig';
import { isSavedInternal } from './isSaved';

/** The report-authoring experience over a dataset; becomes a Report once saved (spec §4). */
export class Create extends Embed {
  declare createConfig: IReportCreateConfiguration;

  constructor(
    service: Service,
    element: HTMLElement,
    config: IEmbedConfigurationBase | IReportCreateConfiguration,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ) {
    super(service, element, config as IEmbedConfigurationBase, undefined, phasedRender, isBootstrap);
  }

  getId(): string {
    const datasetId =
      this.createConfig?.datasetId || Create.findIdFromEmbedUrl(this.config.embedUrl as string);
    if (typeof datasetId !== 'string' || datasetId.length === 0) {
      throw new Error(
        'Dataset id is required, but it was not found. You must provide an id either as part of embed configuration.',
      );
    }
    return datasetId;
  }

  validate(config: IEmbedConfigurationBase): ValidationResult {
    return validateCreateReport(config);
  }

  /**
   * The payload of /report/create: only the fields the create experience takes. Without a dataset id it
   * throws, before the frame exists, as the anchor does.
   */
  configChanged(isBootstrap: boolean): void {
    if (isBootstrap) return;
    const config = this.config as IReportCreateConfiguration & Record<string, unknown>;
    this.createConfig = {
      accessToken: config.accessToken,
      datasetId: config.datasetId || (findParamInEmbedUrl(config.embedUrl as string, 'datasetId') as string),
      groupId: config.groupId,
      settings: config.settings,
      tokenType: config.tokenType,
      theme: config.theme,
    } as IReportCreateConfiguration;
    this.getId();
  }

  getDefaultEmbedUrlEndpoint(): string {
    return 'reportEmbed';
  }

  async isSaved(): Promise<boolean> {
    return isSavedInternal(this);
  }

  static findIdFromEmbedUrl(url: string): string | undefined {
    return findParamInEmbedUrl(url, 'datasetId');
  }

  override async create(): Promise<void> {
    const errors = this.validate(this.createConfig as unknown as IEmbedConfigurationBase);
    if (errors) throw errors;
    return this.postForSession('/report/create', this.createConfig);
  }
}
