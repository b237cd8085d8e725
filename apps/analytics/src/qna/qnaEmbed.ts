import { aggregationLabelOf } from '../data/fieldCatalog';
import { EmbedLifecycle } from '../frame/embedLifecycle';
import type { FrameServices } from '../frame/frameServices';
import { LOAD_FAILED } from '../frame/loadFailure';
import { qnaEventUrl } from '../protocol/eventUrls';
import { QnaSession } from './qnaSession';
import type { QnaViewMode } from './qnaState';

/** A Q&A load as the SDK posts it (embed spec §3: datasetIds required; question and viewMode optional). */
export interface QnaLoadConfig {
  accessToken: string;
  datasetIds: string[];
  question?: string;
  viewMode?: QnaViewMode;
  settings?: { hideErrors?: boolean };
}

/**
 * The frame's Q&A embed (POST /qna/load): fetches its datasets, sends loaded, and asks the config's question
 * if it has one; POST /qna/interpret asks another. Events go to /qna/{uid}/….
 */
export class QnaEmbed {
  readonly lifecycle: EmbedLifecycle<QnaSession>;

  constructor(private readonly frame: FrameServices) {
    this.lifecycle = new EmbedLifecycle<QnaSession>({
      failedMessage: LOAD_FAILED.qna,
      emitError: (error) => this.emit('error', error),
    });
  }

  emit(event: string, body: unknown = null): void {
    this.frame.channel.emit(qnaEventUrl(this.frame.uid, event), body);
  }

  load(config: QnaLoadConfig): Promise<QnaSession | undefined> {
    const { frame } = this;
    frame.paint.reset();
    const aggregationLabel = aggregationLabelOf(frame.t);
    return this.lifecycle
      .start(config.accessToken, config.settings?.hideErrors === true, async (tokens) => {
        const api = frame.createApi(tokens);
        const datasets = await Promise.all([...new Set(config.datasetIds)].map((id) => api.dataset(id)));
        return new QnaSession(
          {
            api,
            locale: frame.locale,
            t: frame.t,
            aggregationLabel,
            emit: (event, body) => this.emit(event, body),
            whenDrawn: (expected) => frame.paint.whenDrawn(expected),
          },
          datasets,
          config.viewMode ?? 0,
        );
      })
      .then((session) => {
        if (!session) return undefined;
        session.emit('loaded');
        if (config.question) void session.ask(config.question);
        return session;
      });
  }
}
