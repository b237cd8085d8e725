import { validateQuickCreate } from '../models';
import type { IEmbedConfigurationBase, IQuickCreateConfiguration } from '../models/configTypes';
import type { Service } from '../service/service';
import { Embed } from './embed';
import type { ValidationResult } from './embedConfig';
import { routeEventHooks } from './eventHooks';

/** Quick create: a report generated from data the host page supplies (a dataset create config). */
export class QuickCreate extends Embed {
  declare createConfig: IQuickCreateConfiguration;

  constructor(
    service: Service,
    element: HTMLElement,
    config: IQuickCreateConfiguration,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ) {
    super(service, element, config as IEmbedConfigurationBase, undefined, phasedRender, isBootstrap);
    this.onTeardown(routeEventHooks(this, ['newAccessToken']));
  }

  getId(): null {
    return null;
  }

  validate(config: IEmbedConfigurationBase): ValidationResult {
    return validateQuickCreate(config);
  }

  configChanged(isBootstrap: boolean): void {
    if (isBootstrap) return;
    this.createConfig = this.config as unknown as IQuickCreateConfiguration;
  }

  getDefaultEmbedUrlEndpoint(): string {
    return 'quickCreate';
  }

  override async create(): Promise<void> {
    const errors = validateQuickCreate(this.createConfig);
    if (errors) throw errors;
    return this.postForSession('/quickcreate', this.createConfig);
  }
}
