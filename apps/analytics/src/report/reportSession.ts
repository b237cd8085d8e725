import type { Locale } from '@nuvem/ui';
import { models } from '@nuvem/embed';
import type { AnalyticsApi } from '../data/analyticsApi';
import type { FieldCatalog } from '../data/fieldCatalog';
import type { QueryCache } from '../data/queryCache';
import type { FormatCell, Translate } from '../data/smartNarrative';
import { pageEventUrl, reportEventUrl, visualEventUrl } from '../protocol/eventUrls';
import { frameError } from '../protocol/frameErrors';
import { reportDescriptorOf, pageDescriptorOf, visualDescriptorOf } from './descriptors';
import { ReportDataSync, type RenderCycle } from './reportDataSync';
import { pageOf, splitVisualKey, visualOf } from './reportLookups';
import type { ReportState, VisualKey } from './reportState';
import { Store } from './store';

/** What a report session needs from the frame around it. */
export interface ReportSessionContext {
  uid: string;
  /** Sends an event to the host page (never throws). */
  emit(url: string, body: unknown): void;
  api: AnalyticsApi;
  locale: Locale;
  /** The locale values are formatted in. */
  formatLocale: string;
  t: Translate;
  /** Writes a value as the visuals do (formatLocale, the ui's words for blanks and booleans). */
  formatCell: FormatCell;
  /** Resolves once the visuals have drawn what `state` holds (the view tells; tests resolve at once). */
  afterPaint(state: ReportState): Promise<void>;
  /** The browser's print dialog for the frame. */
  print(): void;
  /** Opens a link in a new tab, without access to the frame (a data hyperlink the viewer followed). */
  open(url: string): void;
}

/**
 * One loaded report: its store, its field catalog, its query cache and the data sync that keeps the
 * visuals filled, plus the events it sends. The actions (./actions) change it; the routes and the view call
 * the actions.
 */
export class ReportSession {
  readonly store: Store<ReportState>;
  private readonly sync: ReportDataSync;
  private disposed = false;

  constructor(
    readonly context: ReportSessionContext,
    initial: ReportState,
    readonly catalog: FieldCatalog,
    readonly cache: QueryCache,
    /** The report's id (save as moves the session to the copy). */
    public reportId: string,
  ) {
    this.store = new Store(initial);
    this.sync = new ReportDataSync(this.store, {
      cache,
      catalog,
      afterPaint: (state) => context.afterPaint(state),
      onRendered: (cycle) => this.onRendered(cycle),
      onRenderingStarted: () => this.emit('renderingStarted'),
      onQueryFailed: (key, code) => this.onQueryFailed(key, code),
    });
  }

  get state(): ReportState {
    return this.store.getSnapshot();
  }

  update(change: (state: ReportState) => ReportState): void {
    if (!this.disposed) this.store.update(change);
  }

  /** Starts querying and drawing (at once, or after /report/render for a phased load). */
  start(): void {
    this.sync.start();
  }

  refresh(): void {
    this.sync.refresh();
  }

  dispose(): void {
    this.disposed = true;
    this.sync.dispose();
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  // Events (embed spec §2 routes): report-wide, about a page, about a visual.

  emit(event: string, body: unknown = null): void {
    if (!this.disposed) this.context.emit(reportEventUrl(this.context.uid, event), body);
  }

  emitForPage(page: string, event: string, body: unknown = null): void {
    if (!this.disposed) this.context.emit(pageEventUrl(this.context.uid, page, event), body);
  }

  emitForVisual(page: string, visual: string, event: string, body: unknown = null): void {
    if (!this.disposed) this.context.emit(visualEventUrl(this.context.uid, page, visual, event), body);
  }

  // Descriptors, as event payloads carry them.

  reportDescriptor(): models.IReport {
    return reportDescriptorOf(this.state.report);
  }

  pageDescriptor(name: string): models.IPage | undefined {
    const page = pageOf(this.state, name);
    return page && pageDescriptorOf(page, this.state.activePage);
  }

  visualDescriptor(page: string, visual: string): models.IVisual | undefined {
    const definition = visualOf(this.state, page, visual);
    return definition && visualDescriptorOf(this.state, page, definition);
  }

  private onRendered(cycle: RenderCycle): void {
    const state = this.state;
    this.emit('rendered');
    if (!state.settings.visualRenderedEvents) return;
    for (const key of cycle.drawn) {
      const { page, visual } = splitVisualKey(key);
      const descriptor = this.visualDescriptor(page, visual);
      // Power BI names the visual; the descriptor and page come along (the docs are silent on the rest).
      if (descriptor)
        this.emitForVisual(page, visual, 'visualRendered', {
          name: visual,
          visual: descriptor,
          page: this.pageDescriptor(page),
          report: this.reportDescriptor(),
        });
    }
  }

  private onQueryFailed(key: VisualKey, code: string): void {
    const { visual } = splitVisualKey(key);
    this.emit(
      'error',
      frameError(
        'visualQueryFailed',
        `The data of visual '${visual}' could not be loaded (${code}).`,
        code,
        models.TraceType.Warning,
      ),
    );
  }
}
