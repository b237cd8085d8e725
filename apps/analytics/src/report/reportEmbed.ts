import type { AggregationFunction } from '@nuvem/api-contract';
import type { models } from '@nuvem/embed';
import { FieldCatalog } from '../data/fieldCatalog';
import { QueryBatcher } from '../data/queryBatcher';
import { QueryCache } from '../data/queryCache';
import { EmbedLifecycle } from '../frame/embedLifecycle';
import type { FrameServices } from '../frame/frameServices';
import { LoadFailure } from '../frame/loadFailure';
import { reportEventUrl, reportHookUrl } from '../protocol/eventUrls';
import { initialReportState, type ReportLoadConfig } from './initialReportState';
import { paintTokensOf } from './paintTokens';
import { ReportSession } from './reportSession';

/**
 * The frame's report (and single visual) embed: loads (POST /report/load, or prepare then render), reloads,
 * and the token. The wire routes (routes/report*) call it; the view renders its status and session.
 */
export class ReportEmbed {
  readonly lifecycle: EmbedLifecycle<ReportSession>;

  constructor(private readonly frame: FrameServices) {
    this.lifecycle = new EmbedLifecycle<ReportSession>({
      failedMessage: 'LoadReportFailed',
      emitError: (error) => frame.channel.emit(reportEventUrl(frame.uid, 'error'), error),
      askForToken: () => frame.channel.request(reportHookUrl(frame.uid, 'newAccessToken'), {}),
    });
  }

  /** After the route answered 202: fetch the content, apply the config, send loaded, then draw (unless phased). */
  load(config: ReportLoadConfig, phased: boolean): Promise<ReportSession | undefined> {
    const { frame } = this;
    frame.paint.reset();
    let warnings: models.IError[] = [];
    const aggregationLabel = (aggregation: AggregationFunction, field: string) =>
      frame.t(`aggregation.${aggregation}`, { field });
    return this.lifecycle
      .start(config.accessToken, config.settings?.hideErrors === true, async (tokens) => {
        const api = frame.createApi(tokens);
        const content = await api.report(config.id);
        const catalog = new FieldCatalog(content.dataset, frame.locale, aggregationLabel);
        const initial = initialReportState(content, config, catalog);
        if (initial.fatal) throw new LoadFailure(initial.fatal);
        warnings = initial.warnings;
        const batcher = new QueryBatcher((queries) => api.query({ queries }));
        const cache = new QueryCache((query) => batcher.enqueue(query));
        const context = {
          uid: frame.uid,
          emit: frame.channel.emit,
          api,
          locale: frame.locale,
          formatLocale: frame.formatLocale,
          t: frame.t,
          formatCell: frame.formatCell,
          afterPaint: (state: Parameters<typeof paintTokensOf>[0]) =>
            frame.paint.whenDrawn(paintTokensOf(state)),
          print: frame.print,
          open: frame.open,
        };
        return new ReportSession(
          context,
          { ...initial.state, rendering: !phased },
          catalog,
          cache,
          config.id,
        );
      })
      .then((session) => {
        if (!session) return undefined;
        for (const warning of warnings) session.emit('error', warning);
        session.emit('loaded');
        session.start();
        return session;
      });
  }

  /** POST /report/render after a phased load: the report draws and then sends rendered. */
  async render(): Promise<void> {
    const session = await this.lifecycle.whenLoaded();
    session.update((state) => (state.rendering ? state : { ...state, rendering: true }));
  }
}
