import type { DashboardContent } from '@nuvem/api-contract';
import { models } from '@nuvem/embed';
import type { EmbedTokenKeeper } from '../data/embedToken';
import { aggregationLabelOf } from '../data/fieldCatalog';
import { EmbedLifecycle } from '../frame/embedLifecycle';
import type { FrameServices } from '../frame/frameServices';
import { LOAD_FAILED, LoadFailure } from '../frame/loadFailure';
import { dashboardEventUrl, tileEventUrl } from '../protocol/eventUrls';
import { frameError } from '../protocol/frameErrors';
import { DashboardSession } from './dashboardSession';
import type { DashboardState } from './dashboardState';

type Kind = 'dashboard' | 'tile';

export interface DashboardLoadConfig {
  accessToken: string;
  /** The dashboard's id (a tile embed: the tile's). */
  id: string;
  /** A tile embed's dashboard. */
  dashboardId?: string;
  pageView?: models.PageView;
  width?: number;
  height?: number;
  settings?: { hideErrors?: boolean };
}

/**
 * The frame's dashboard embed (POST /dashboard/load: the whole grid) or tile embed (POST /tile/load: one
 * tile at the given size). Both fetch the dashboard, query every shown visual tile in one batch and send
 * loaded, then, once drawn, rendered (the anchor's dashboards never send it; ours do), and a tile embed
 * tileLoaded too. Events go to /dashboards/{uid}/… or /tile/{uid}/….
 */
export class DashboardEmbed {
  readonly lifecycle: EmbedLifecycle<DashboardSession>;

  constructor(
    private readonly frame: FrameServices,
    readonly kind: Kind,
  ) {
    this.lifecycle = new EmbedLifecycle<DashboardSession>({
      failedMessage: LOAD_FAILED[kind],
      emitError: (error) => this.emit('error', error),
    });
  }

  emit(event: string, body: unknown = null): void {
    const url =
      this.kind === 'tile' ? tileEventUrl(this.frame.uid, event) : dashboardEventUrl(this.frame.uid, event);
    this.frame.channel.emit(url, body);
  }

  load(config: DashboardLoadConfig): Promise<DashboardSession | undefined> {
    const { frame, kind } = this;
    frame.paint.reset();
    const aggregationLabel = aggregationLabelOf(frame.t);
    const build = async (tokens: EmbedTokenKeeper) => {
      const api = frame.createApi(tokens);
      const dashboardId = kind === 'tile' ? (config.dashboardId as string) : config.id;
      const content = await api.dashboard(dashboardId);
      return new DashboardSession(
        {
          api,
          locale: frame.locale,
          aggregationLabel,
          emit: (event, body) => this.emit(event, body),
          whenDrawn: (expected) => frame.paint.whenDrawn(expected),
          origin: frame.origin,
          groupId: frame.groupId,
        },
        this.initialState(content, config),
      );
    };
    return this.lifecycle
      .start(config.accessToken, config.settings?.hideErrors === true, build)
      .then((session) => {
        if (!session) return undefined;
        session.emit('loaded');
        void session.draw(() => {
          if (kind === 'tile') session.emit('tileLoaded', { tileId: config.id });
          session.emit('rendered');
        });
        return session;
      });
  }

  private initialState(content: DashboardContent, config: DashboardLoadConfig): DashboardState {
    const onlyTile =
      this.kind === 'tile' ? { id: config.id, width: config.width, height: config.height } : null;
    if (onlyTile && !content.dashboard.tiles.some((tile) => tile.id === onlyTile.id))
      throw new LoadFailure(
        frameError(
          'tileNotFound',
          `The tile '${onlyTile.id}' was not found on the dashboard.`,
          models.CommonErrorCodes.NotFound,
          models.TraceType.Fatal,
        ),
      );
    return {
      dashboard: content.dashboard,
      tiles: Object.fromEntries(content.tiles.map((tile) => [tile.tileId, tile])),
      datasets: content.datasets,
      pageView: config.pageView ?? 'fitToWidth',
      onlyTile,
      tileData: {},
    };
  }
}
