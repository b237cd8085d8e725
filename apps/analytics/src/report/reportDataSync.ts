import type { GroupingField, VisualQuery } from '@nuvem/api-contract';
import type { FieldCatalog } from '../data/fieldCatalog';
import { SLICER_VALUE_LIMIT } from '../data/visualQuery';
import { filterPaneCardsOf, paneValueFieldsOf } from './filterPaneCards';
import { paneVisibilityOf } from './panes';
import { isApiError } from '../data/analyticsApiError';
import type { QueryCache } from '../data/queryCache';
import type { QueryOutcome } from '../data/queryBatcher';
import { visualDataOf } from '../data/visualDataOf';
import { queryPlanOf, type PlannedQuery } from './queryPlan';
import type { ReportState, VisualDataState, VisualKey } from './reportState';
import type { Store } from './store';
import { visibleVisualsOf } from './visibleVisuals';

/** One render of the page: which visuals it drew anew (all of them on a page change or a refresh). */
export interface RenderCycle {
  id: number;
  drawn: VisualKey[];
}

export interface DataSyncOptions {
  cache: QueryCache;
  catalog: FieldCatalog;
  /** Resolves once what the store now holds has been painted. */
  afterPaint: (state: ReportState) => Promise<void>;
  /** Every visible visual has drawn its current data (or its error). */
  onRendered: (cycle: RenderCycle) => void;
  /** A render cycle began (the page, its visuals or their queries changed). */
  onRenderingStarted?: (cycle: RenderCycle) => void;
  onQueryFailed?: (key: VisualKey, errorCode: string) => void;
}

const errorCodeOf = (error: unknown) => (isApiError(error) ? error.code : 'network_error');

/**
 * Keeps every visible visual's data in step with the report state: after each change it works out each
 * visual's query (filters, slicers, cross-filter, sort), takes unchanged ones as they are, answers known
 * ones from the cache and sends the rest as one batch. An answer whose query is no longer the visual's (the
 * filters changed meanwhile) is dropped. When every visual has its data and the page has painted, the
 * render cycle is reported (the `rendered` event).
 */
export class ReportDataSync {
  private unsubscribe: (() => void) | null = null;
  private syncing = false;
  private again = false;
  /** What the current cycle draws: compared after each change to tell whether a new cycle began. */
  private drawing: { page: string; visible: VisualKey[]; queries: Map<VisualKey, string> } | null = null;
  private cycle: RenderCycle = { id: 0, drawn: [] };
  private reportedCycle = -1;
  private forced = new Set<VisualKey>();
  private disposed = false;
  private readonly paneAsked = new Set<string>();

  constructor(
    private readonly store: Store<ReportState>,
    private readonly options: DataSyncOptions,
  ) {}

  start(): void {
    this.unsubscribe ??= this.store.subscribe(() => this.sync());
    this.sync();
  }

  dispose(): void {
    this.disposed = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Asks the API again for every visible visual (POST /report/refresh). */
  refresh(): void {
    this.options.cache.clear();
    for (const { key } of visibleVisualsOf(this.store.getSnapshot())) this.forced.add(key);
    this.drawing = null;
    this.sync();
  }

  private sync(): void {
    if (this.disposed) return;
    if (this.syncing) {
      this.again = true;
      return;
    }
    this.syncing = true;
    try {
      do {
        this.again = false;
        this.step();
      } while (this.again);
    } finally {
      this.syncing = false;
    }
  }

  private step(): void {
    const state = this.store.getSnapshot();
    if (!state.rendering) return;
    const plan = queryPlanOf(state, this.options.catalog);
    const visible = visibleVisualsOf(state).map(({ key }) => key);
    this.trackCycle(state, plan, visible);

    const updates: Record<VisualKey, VisualDataState> = {};
    for (const planned of plan) {
      const current = state.visualData[planned.key];
      const forced = this.forced.delete(planned.key);
      if (!forced && current?.queryKey === planned.queryKey) continue;
      const cached = forced ? undefined : this.options.cache.peek(planned.queryKey);
      if (cached) {
        updates[planned.key] = {
          status: 'ready',
          data: visualDataOf(cached, planned.roles, this.options.catalog),
          queryKey: planned.queryKey,
        };
        continue;
      }
      updates[planned.key] = { ...current, status: 'loading', queryKey: planned.queryKey };
      this.fetch(planned);
    }
    this.syncPaneValues(state);
    if (Object.keys(updates).length > 0) {
      this.store.update((s) => ({ ...s, visualData: { ...s.visualData, ...updates } }));
      return;
    }
    if (this.isSettled(state, plan)) this.reportWhenPainted(this.cycle);
  }

  /** A new cycle starts when what is drawn changes: another page, other visuals, other queries. */
  private trackCycle(state: ReportState, plan: PlannedQuery[], visible: VisualKey[]): void {
    const queries = new Map(plan.map((planned) => [planned.key, planned.queryKey]));
    const last = this.drawing;
    const same =
      last !== null &&
      last.page === state.activePage &&
      last.visible.length === visible.length &&
      visible.every(
        (key, index) => last.visible[index] === key && last.queries.get(key) === queries.get(key),
      );
    if (same) return;
    const drawn = visible.filter(
      (key) =>
        last === null ||
        last.page !== state.activePage ||
        !last.visible.includes(key) ||
        last.queries.get(key) !== queries.get(key),
    );
    this.drawing = { page: state.activePage, visible, queries };
    this.cycle = { id: this.cycle.id + 1, drawn };
    this.options.onRenderingStarted?.(this.cycle);
  }

  private isSettled(state: ReportState, plan: PlannedQuery[]): boolean {
    return plan.every((planned) => {
      const data = state.visualData[planned.key];
      return data?.queryKey === planned.queryKey && data.status !== 'loading';
    });
  }

  private reportWhenPainted(cycle: RenderCycle): void {
    if (this.reportedCycle >= cycle.id) return;
    this.reportedCycle = cycle.id;
    void this.options.afterPaint(this.store.getSnapshot()).then(() => {
      if (!this.disposed && this.cycle.id === cycle.id) this.options.onRendered(cycle);
    });
  }

  /** The filter pane's basic cards list their field's values: each field is asked for once, unfiltered. */
  private syncPaneValues(state: ReportState): void {
    if (!paneVisibilityOf(state.settings, state.singleVisual !== null).filters) return;
    for (const [key, field] of paneValueFieldsOf(filterPaneCardsOf(state, this.options.catalog))) {
      if (this.paneAsked.has(key) || state.paneValues[key]) continue;
      this.paneAsked.add(key);
      const query: VisualQuery = {
        datasetId: state.report.datasetId,
        groupBy: [field as GroupingField],
        values: [],
        filters: [],
        orderBy: [{ field, direction: 'Ascending' }],
        limit: SLICER_VALUE_LIMIT,
      };
      this.options.cache.get(query).then(
        (outcome) => {
          if (this.disposed || !outcome.ok) return;
          const values = outcome.result.rows.map((row) => row[0] ?? null);
          this.store.update((current) => ({
            ...current,
            paneValues: { ...current.paneValues, [key]: values },
          }));
        },
        () => this.paneAsked.delete(key),
      );
    }
  }

  private fetch(planned: PlannedQuery): void {
    const settle = (outcome: QueryOutcome | { ok: false; error: { error_code: string } }) => {
      if (this.disposed) return;
      if (!outcome.ok) this.options.onQueryFailed?.(planned.key, outcome.error.error_code);
      this.store.update((state) => {
        const current = state.visualData[planned.key];
        // Stale: the visual has asked another query since.
        if (current?.queryKey !== planned.queryKey) return state;
        const next: VisualDataState = outcome.ok
          ? {
              status: 'ready',
              data: visualDataOf(outcome.result, planned.roles, this.options.catalog),
              queryKey: planned.queryKey,
            }
          : { ...current, status: 'failed', errorCode: outcome.error.error_code, queryKey: planned.queryKey };
        return { ...state, visualData: { ...state.visualData, [planned.key]: next } };
      });
    };
    this.options.cache
      .get(planned.query, planned.queryKey)
      .then(settle, (error: unknown) => settle({ ok: false, error: { error_code: errorCodeOf(error) } }));
  }
}
