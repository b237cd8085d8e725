import type { AggregationFunction, Dataset, VisualDefinition } from '@nuvem/api-contract';
import type { Locale } from '@nuvem/ui';
import type { AnalyticsApi } from '../data/analyticsApi';
import { isApiError } from '../data/analyticsApiError';
import { FieldCatalog } from '../data/fieldCatalog';
import { QueryBatcher } from '../data/queryBatcher';
import { queryKeyOf } from '../data/queryCache';
import type { Translate } from '../data/smartNarrative';
import { visualDataOf } from '../data/visualDataOf';
import { fieldRolesOf, visualQueryOf } from '../data/visualQuery';
import { isDateFieldIn } from '../report/queryPlan';
import type { VisualDataState } from '../report/reportState';
import { Store } from '../report/store';
import { columnValuesOf } from './columnValues';
import type { ColumnValues } from './fieldLexicon';
import { interpretQuestion, type QnaAnswer } from './interpretQuestion';
import type { QnaState, QnaViewMode } from './qnaState';
import { restatementOf } from './restatement';

/** The answer's visual, for the paint tracker and the view. */
export const ANSWER_VISUAL = 'qnaAnswer';

export interface QnaSessionContext {
  api: AnalyticsApi;
  locale: Locale;
  t: Translate;
  aggregationLabel: (aggregation: AggregationFunction, field: string) => string;
  /** Sends an event on /qna/{uid}/events/…. */
  emit(event: string, body?: unknown): void;
  whenDrawn(expected: ReadonlyMap<string, string>): Promise<void>;
}

/** The paint token of the answer on screen: its data's state and query. */
export const answerPaintToken = (data: VisualDataState) => `${data.status}|${data.queryKey}`;

/**
 * One loaded Q&A: its datasets, the values a question may name (asked for once, in one batch), and the
 * question asked last. Asking reads the question (interpretQuestion), queries the answer's visual and, once
 * it is drawn, sends visualRendered; a newer question drops an older one's answer.
 */
export class QnaSession {
  readonly store: Store<QnaState>;
  private readonly values: Promise<Map<string, ColumnValues>>;
  private asked = 0;
  private disposed = false;

  constructor(
    private readonly context: QnaSessionContext,
    datasets: Dataset[],
    viewMode: QnaViewMode,
  ) {
    this.store = new Store<QnaState>({ datasets, viewMode, question: '', answer: { status: 'idle' } });
    const batcher = new QueryBatcher((queries) => context.api.query({ queries }));
    this.values = Promise.all(
      datasets.map(
        async (dataset) => [dataset.id, await columnValuesOf(dataset, (q) => batcher.enqueue(q))] as const,
      ),
    ).then((entries) => new Map(entries));
  }

  /** The viewer's language (suggestions and field names are in it). */
  get locale(): Locale {
    return this.context.locale;
  }

  get state(): QnaState {
    return this.store.getSnapshot();
  }

  dispose(): void {
    this.disposed = true;
  }

  emit(event: string, body: unknown = null): void {
    if (!this.disposed) this.context.emit(event, body);
  }

  /** Writes the question in the box without asking it (the viewer typing). */
  setDraft(question: string): void {
    this.store.update((state) => ({ ...state, question }));
  }

  async ask(question: string): Promise<void> {
    const asked = ++this.asked;
    const isCurrent = () => asked === this.asked && !this.disposed;
    this.store.update((state) => ({ ...state, question }));
    const values = await this.values;
    if (!isCurrent()) return;
    const interpretation = interpretQuestion(
      question,
      this.state.datasets.map((dataset) => ({ dataset, values: values.get(dataset.id) })),
    );
    if (!interpretation.understood) {
      const { unknownWords } = interpretation;
      this.store.update((state) => ({
        ...state,
        answer: { status: 'notUnderstood', question, unknownWords },
      }));
      return;
    }
    const { answer } = interpretation;
    const dataset = this.state.datasets.find((candidate) => candidate.id === answer.datasetId)!;
    const catalog = new FieldCatalog(dataset, this.context.locale, this.context.aggregationLabel);
    const visual = this.visualOf(answer, catalog);
    const query = visualQueryOf({
      datasetId: answer.datasetId,
      visual,
      filters: answer.filters,
      isDateField: isDateFieldIn(catalog),
    })!;
    const queryKey = queryKeyOf(query);
    const show = (data: VisualDataState) => {
      if (isCurrent()) {
        this.store.update((state) => ({
          ...state,
          answer: { status: 'answered', question, datasetId: answer.datasetId, visual, data },
        }));
      }
    };
    show({ status: 'loading', queryKey });
    let data: VisualDataState;
    try {
      const [outcome] = (await this.context.api.query({ queries: [query] })).results;
      data = outcome?.ok
        ? { status: 'ready', data: visualDataOf(outcome.result, fieldRolesOf(visual), catalog), queryKey }
        : { status: 'failed', errorCode: outcome?.error.error_code ?? 'no_answer', queryKey };
    } catch (error) {
      data = { status: 'failed', errorCode: isApiError(error) ? error.code : 'network_error', queryKey };
    }
    if (!isCurrent()) return;
    show(data);
    await this.context.whenDrawn(new Map([[ANSWER_VISUAL, answerPaintToken(data)]]));
    if (isCurrent()) this.emit('visualRendered', { question, normalizedQuestion: visual.title });
  }

  /** The answer as a visual of its own, titled with what it shows ('Custo Total por Região'). */
  private visualOf(answer: QnaAnswer, catalog: FieldCatalog): VisualDefinition {
    return {
      name: ANSWER_VISUAL,
      title: restatementOf(answer, catalog, this.context.t),
      type: answer.visualType,
      layout: { x: 0, y: 0, z: 0, width: 1280, height: 720, displayState: { mode: 0 } },
      fields: answer.fields,
      filters: [],
      ...(answer.sort && { sort: answer.sort }),
    };
  }
}
