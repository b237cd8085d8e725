import type { AggregationFunction } from '@nuvem/api-contract';
import type { Locale } from '@nuvem/ui';
import type { AnalyticsApi } from '../data/analyticsApi';
import { isApiError } from '../data/analyticsApiError';
import { FieldCatalog } from '../data/fieldCatalog';
import { QueryBatcher } from '../data/queryBatcher';
import { visualDataOf } from '../data/visualDataOf';
import type { VisualDataState } from '../report/reportState';
import { Store } from '../report/store';
import { shownTilesOf, tilePaintTokensOf, type DashboardState } from './dashboardState';
import { tileClickedPayload } from './tileClick';
import { datasetOfTile, tileQueryOf } from './tileQuery';

export interface DashboardSessionContext {
  api: AnalyticsApi;
  locale: Locale;
  aggregationLabel: (aggregation: AggregationFunction, field: string) => string;
  /** Sends an event on the embed type's route (dashboards or tile). */
  emit(event: string, body?: unknown): void;
  whenDrawn(expected: ReadonlyMap<string, string>): Promise<void>;
  /** The frame's origin and the embed's workspace: tileClicked names the report's embed URL with them. */
  origin: string;
  groupId: string | null;
}

/**
 * One loaded dashboard, or one tile of it: every shown visual tile is queried in one batch, and once all
 * have drawn, `onDrawn` runs (the dashboard sends rendered; the tile embed tileLoaded and rendered).
 */
export class DashboardSession {
  readonly store: Store<DashboardState>;
  private disposed = false;

  constructor(
    readonly context: DashboardSessionContext,
    initial: DashboardState,
  ) {
    this.store = new Store(initial);
  }

  get state(): DashboardState {
    return this.store.getSnapshot();
  }

  dispose(): void {
    this.disposed = true;
  }

  emit(event: string, body: unknown = null): void {
    if (!this.disposed) this.context.emit(event, body);
  }

  /** Queries every shown visual tile, then waits for them to draw. */
  async draw(onDrawn: () => void): Promise<void> {
    const batcher = new QueryBatcher((queries) => this.context.api.query({ queries }));
    const pending = shownTilesOf(this.state).flatMap((tile) => {
      const content = this.state.tiles[tile.id];
      const dataset = content && datasetOfTile(this.state.datasets, content);
      if (!content || !dataset) return [];
      const catalog = new FieldCatalog(dataset, this.context.locale, this.context.aggregationLabel);
      const planned = tileQueryOf(content, catalog);
      if (!planned) return [];
      this.setTileData(tile.id, { status: 'loading', queryKey: planned.queryKey });
      return [
        batcher.enqueue(planned.query).then(
          (outcome) =>
            this.setTileData(
              tile.id,
              outcome.ok
                ? {
                    status: 'ready',
                    data: visualDataOf(outcome.result, planned.roles, catalog),
                    queryKey: planned.queryKey,
                  }
                : { status: 'failed', errorCode: outcome.error.error_code, queryKey: planned.queryKey },
            ),
          (error: unknown) =>
            this.setTileData(tile.id, {
              status: 'failed',
              errorCode: isApiError(error) ? error.code : 'network_error',
              queryKey: planned.queryKey,
            }),
        ),
      ];
    });
    await Promise.all(pending);
    if (this.disposed) return;
    await this.context.whenDrawn(tilePaintTokensOf(this.state));
    if (!this.disposed) onDrawn();
  }

  /** A tile was clicked (or activated by keyboard): tileClicked with where it leads. */
  clickTile(tileId: string): void {
    const tile = this.state.dashboard.tiles.find((candidate) => candidate.id === tileId);
    if (tile) this.emit('tileClicked', tileClickedPayload(tile, this.context.origin, this.context.groupId));
  }

  private setTileData(tileId: string, data: VisualDataState): void {
    if (this.disposed) return;
    this.store.update((state) => ({ ...state, tileData: { ...state.tileData, [tileId]: data } }));
  }
}
