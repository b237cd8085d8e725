import type { Dataset, QueryResult } from '@nuvem/api-contract';
import type { Locale } from '@nuvem/ui';
import type { AnalyticsApi } from '../data/analyticsApi';
import type { FieldCatalog } from '../data/fieldCatalog';
import type { FormatCell } from '../data/smartNarrative';
import { queryKeyOf } from '../data/queryCache';
import { QueryBatcher } from '../data/queryBatcher';
import { Store } from '../report/store';
import {
  parameterOptionsQuery,
  statementQueryOf,
  type PaginatedReport,
  type ParameterValue,
  type ParameterValues,
} from './statementQuery';

export type Loadable<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; errorCode: string };

export interface PaginatedState {
  report: PaginatedReport;
  dataset: Dataset;
  /** The parameters' values the statement shows. */
  values: ParameterValues;
  /** Each parameter's choices, by name. */
  options: Record<string, Loadable<ParameterValue[]>>;
  statement: Loadable<QueryResult> & { queryKey: string };
  /** The page shown, from 0. */
  page: number;
}

export interface PaginatedSessionContext {
  api: AnalyticsApi;
  locale: Locale;
  /** Writes a value as the visuals do (the frame's formatLocale). */
  formatCell: FormatCell;
  emit(event: string, body?: unknown): void;
  /** Resolves once the view shows the statement `token` names (the paint tracker). */
  whenDrawn(token: string): Promise<void>;
}

/** The paint token of what the statement shows: its query and page. */
export const statementToken = (state: PaginatedState) => `${state.statement.queryKey}#${state.page}`;

/**
 * One loaded paginated report: its parameters' values and choices, the statement's rows, the page shown.
 * Every new statement is queried, drawn, then announced with `rendered`.
 */
export class PaginatedSession {
  readonly store: Store<PaginatedState>;
  private readonly batcher: QueryBatcher;
  private disposed = false;

  constructor(
    private readonly context: PaginatedSessionContext,
    report: PaginatedReport,
    dataset: Dataset,
    values: ParameterValues,
    /** The dataset's fields in the viewer's language (column and parameter captions). */
    readonly catalog: FieldCatalog,
  ) {
    this.batcher = new QueryBatcher((queries) => context.api.query({ queries }));
    this.store = new Store<PaginatedState>({
      report,
      dataset,
      values,
      options: Object.fromEntries(report.parameters.map((p) => [p.name, { status: 'loading' as const }])),
      statement: { status: 'loading', queryKey: '' },
      page: 0,
    });
  }

  get state(): PaginatedState {
    return this.store.getSnapshot();
  }

  get locale(): Locale {
    return this.context.locale;
  }

  get formatCell(): FormatCell {
    return this.context.formatCell;
  }

  emit(event: string, body: unknown = null): void {
    if (!this.disposed) this.context.emit(event, body);
  }

  /** Asks for the parameters' choices and the statement. */
  start(): void {
    const { report } = this.state;
    for (const parameter of report.parameters)
      void this.batcher.enqueue(parameterOptionsQuery(report, parameter)).then((outcome) => {
        const option: Loadable<ParameterValue[]> = outcome.ok
          ? { status: 'ready', value: outcome.result.rows.map((row) => row[0] as ParameterValue) }
          : { status: 'failed', errorCode: outcome.error.error_code };
        this.update((state) => ({ ...state, options: { ...state.options, [parameter.name]: option } }));
      });
    void this.runStatement();
  }

  /** The viewer's (or a host's) parameter values: the statement again, from its first page. */
  apply(values: ParameterValues): Promise<void> {
    this.update((state) => ({ ...state, values, page: 0 }));
    return this.runStatement();
  }

  /** Shows another page (clamped to the statement's). */
  setPage(page: number): void {
    const count = pageCountOf(this.state);
    const next = Math.max(0, Math.min(count - 1, Math.trunc(page)));
    if (next === this.state.page) return;
    this.update((state) => ({ ...state, page: next }));
  }

  dispose(): void {
    this.disposed = true;
  }

  private update(change: (state: PaginatedState) => PaginatedState): void {
    if (!this.disposed) this.store.update(change);
  }

  private async runStatement(): Promise<void> {
    const query = statementQueryOf(this.state.report, this.state.values);
    const queryKey = queryKeyOf(query);
    this.update((state) => ({ ...state, statement: { status: 'loading', queryKey } }));
    const outcome = await this.batcher.enqueue(query);
    if (this.state.statement.queryKey !== queryKey) return;
    this.update((state) => ({
      ...state,
      statement: outcome.ok
        ? { status: 'ready', value: outcome.result, queryKey }
        : { status: 'failed', errorCode: outcome.error.error_code, queryKey },
    }));
    await this.context.whenDrawn(statementToken(this.state));
    if (this.state.statement.queryKey === queryKey) this.emit('rendered');
  }
}

/** How many pages the statement fills (at least one, which says it is empty). */
export function pageCountOf(state: PaginatedState): number {
  const rows = state.statement.status === 'ready' ? state.statement.value.rows.length : 0;
  return Math.max(1, Math.ceil(rows / state.report.rowsPerPage));
}
