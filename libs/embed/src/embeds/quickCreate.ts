import { validateQuickCreate } from '../models';
import type { IEmbedConfigurationBase, IQuickCreateConfiguration } from '../models/configTypes';
import type { IRouterRequest, RouterResponse } from '../protocol/router';
import type { Service } from '../service/service';
import { Embed } from './embed';
import { bodyOfCall } from './responses';
import type { ValidationResult } from './embedConfig';
import { answerEventHook, type EventHookName } from './eventHooks';

const QUICK_CREATE_HOOKS: readonly EventHookName[] = ['newAccessToken'];

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

  handleEventHook(eventName: string, request: IRouterRequest, response: RouterResponse): Promise<void> {
    return answerEventHook(this, QUICK_CREATE_HOOKS, eventName, request, response);
  }

  override async create(): Promise<void> {
    const errors = validateQuickCreate(this.createConfig);
    if (errors) throw errors;
    const headers = {
      uid: this.config.uniqueId,
      sdkSessionId: this.service.getSdkSessionId(),
      ...this.tokenProviderHeader(),
    };
    return bodyOfCall(
      this.service.hpm.post<void>('/quickcreate', this.createConfig, headers, this.frameWindow()),
    );
  }
}
