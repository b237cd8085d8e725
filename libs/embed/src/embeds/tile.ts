import { validateTileLoad } from '../models';
import type { IEmbedConfigurationBase } from '../models/configTypes';
import type { Service } from '../service/service';
import { findParamInEmbedUrl } from '../embedUrl';
import { TILE_EVENTS } from './allowedEvents';
import { Embed } from './embed';
import type { ValidationResult } from './embedConfig';

/** One tile of a dashboard. */
export class Tile extends Embed {
  static override type = 'Tile';
  static override allowedEvents: string[] = TILE_EVENTS;

  constructor(
    service: Service,
    element: HTMLElement,
    baseConfig: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ) {
    super(service, element, baseConfig, undefined, phasedRender, isBootstrap);
    this.loadPath = '/tile/load';
    this.allowedEvents.push(...Tile.allowedEvents);
  }

  static findIdFromEmbedUrl(url: string): string | undefined {
    return findParamInEmbedUrl(url, 'tileId');
  }

  getId(): string {
    const tileId = this.config.id || Tile.findIdFromEmbedUrl(this.config.embedUrl as string);
    if (typeof tileId !== 'string' || tileId.length === 0) {
      throw new Error(
        'Tile id is required, but it was not found. You must provide an id either as part of embed configuration.',
      );
    }
    return tileId;
  }

  validate(config: IEmbedConfigurationBase): ValidationResult {
    return validateTileLoad(config);
  }

  configChanged(isBootstrap: boolean): void {
    if (isBootstrap) return;
    this.config.id = this.getId();
  }

  getDefaultEmbedUrlEndpoint(): string {
    return 'tileEmbed';
  }
}
