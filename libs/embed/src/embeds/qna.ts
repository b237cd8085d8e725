import { validateLoadQnaConfiguration } from '../models';
import type { IEmbedConfigurationBase } from '../models/configTypes';
import type { IHttpPostMessageResponse } from '../protocol/envelope';
import type { Service } from '../service/service';
import { QNA_EVENTS } from './allowedEvents';
import { Embed } from './embed';
import type { ValidationResult } from './embedConfig';
import { ask } from './reportNode';
import { envelopeOfCall } from './responses';

/** A natural-language question pane over one or more datasets. */
export class Qna extends Embed {
  static override type = 'Qna';
  static override allowedEvents: string[] = QNA_EVENTS;

  constructor(
    service: Service,
    element: HTMLElement,
    config: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ) {
    super(service, element, config, undefined, phasedRender, isBootstrap);
    this.loadPath = '/qna/load';
    this.phasedLoadPath = '/qna/prepare';
    this.allowedEvents.push(...Qna.allowedEvents);
  }

  /** A Q&A pane has no id of its own: it is bound to datasets. */
  getId(): null {
    return null;
  }

  async setQuestion(question: string): Promise<IHttpPostMessageResponse<void>> {
    return envelopeOfCall(ask<void>(this, 'post', '/qna/interpret', { question }));
  }

  configChanged(_isBootstrap: boolean): void {
    // Nothing is derived for Q&A.
  }

  getDefaultEmbedUrlEndpoint(): string {
    return 'qnaEmbed';
  }

  validate(config: IEmbedConfigurationBase): ValidationResult {
    return validateLoadQnaConfiguration(config);
  }
}
