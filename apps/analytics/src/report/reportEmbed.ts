import type { Dataset, DatasetCreateConfig, ReportContent } from '@nuvem/api-contract';
import { models } from '@nuvem/embed';
import type { AnalyticsApi } from '../data/analyticsApi';
import { aggregationLabelOf, FieldCatalog } from '../data/fieldCatalog';
import { QueryBatcher } from '../data/queryBatcher';
import { QueryCache } from '../data/queryCache';
import { EmbedLifecycle } from '../frame/embedLifecycle';
import type { FrameServices } from '../frame/frameServices';
import { LOAD_FAILED, LoadFailure } from '../frame/loadFailure';
import { tokenGrantOf } from '../data/tokenGrant';
import { reportEventUrl, reportHookUrl } from '../protocol/eventUrls';
import { frameError } from '../protocol/frameErrors';
import { fieldsTitleOf } from '../data/fieldsTitle';
import { newReportContent, UNSAVED_REPORT_ID } from './authoring/newReport';
import { quickCreateFailureOf } from './authoring/quickCreateFailure';
import { quickReportContent } from './authoring/quickReport';
import { initialReportState, type ReportLoadConfig } from './initialReportState';
import { paintTokensOf } from './paintTokens';
import { ReportSession } from './reportSession';

/**
 * The frame's report (and single visual) embed: loads (POST /report/load, or prepare then render), reloads,
 * creation over a dataset (POST /report/create), and the token. The wire routes (routes/report*) call it; the view renders its status and session.
 */
export class ReportEmbed {
  readonly lifecycle: EmbedLifecycle<ReportSession>;

  constructor(private readonly frame: FrameServices) {
    this.lifecycle = new EmbedLifecycle<ReportSession>({
      failedMessage: LOAD_FAILED.report,
      emitError: (error) => frame.channel.emit(reportEventUrl(frame.uid, 'error'), error),
      askForToken: () => frame.channel.request(reportHookUrl(frame.uid, 'newAccessToken'), {}),
    });
  }

  /** After the route answered 202: fetch the content, apply the config, send loaded, then draw (unless phased). */
  load(config: ReportLoadConfig, phased: boolean): Promise<ReportSession | undefined> {
    return this.open(config, phased, (api) => api.report(config.id));
  }

  /**
   * POST /report/create (createReport) after its 202: an empty report over the dataset, in edit mode, for
   * the viewer to build and save as; it then goes on as that report. Only a create token of that dataset opens it.
   */
  create(config: models.IReportCreateConfiguration): Promise<ReportSession | undefined> {
    // validateCreateReport has made sure of it.
    const accessToken = config.accessToken ?? '';
    return this.open(this.editorConfig(accessToken, config), false, async (api) => {
      const grant = tokenGrantOf(accessToken);
      if (
        grant &&
        (grant.itemType !== 'dataset' ||
          grant.itemId !== config.datasetId ||
          !grant.actions.includes('create'))
      )
        throw new LoadFailure(
          frameError(
            'notAuthorized',
            `This token does not allow creating reports over the dataset '${config.datasetId}'.`,
            models.CommonErrorCodes.NotAuthorized,
            models.TraceType.Fatal,
          ),
        );
      const dataset = await api.dataset(config.datasetId);
      return newReportContent(dataset, this.newNames(), grant?.actions ?? ['create']);
    });
  }

  /**
   * POST /quickcreate (quickCreate) after its 202: the host's data goes to the API as a dataset of the token's
   * environment, and a report generated over it opens in edit mode, unsaved, as createReport's does. Only a
   * quick create token opens it; data the API refuses fails the load with the problem and its place.
   */
  quickCreate(config: models.IQuickCreateConfiguration): Promise<ReportSession | undefined> {
    const { frame } = this;
    const accessToken = config.accessToken;
    return this.open(this.editorConfig(accessToken, config), false, async (api) => {
      const grant = tokenGrantOf(accessToken);
      if (grant && (grant.itemType !== 'workspace' || !grant.actions.includes('create')))
        throw new LoadFailure(
          frameError(
            'notAuthorized',
            'This token does not allow quick create.',
            models.CommonErrorCodes.NotAuthorized,
            models.TraceType.Fatal,
          ),
        );
      let dataset: Dataset;
      try {
        dataset = await api.createQuickDataset(config.datasetCreateConfig as DatasetCreateConfig);
      } catch (error) {
        throw quickCreateFailureOf(error) ?? error;
      }
      const catalog = new FieldCatalog(dataset, frame.locale, aggregationLabelOf(frame.t));
      return quickReportContent(dataset, this.newNames(), grant?.actions ?? ['create'], (fields) =>
        fieldsTitleOf(fields, (field) => catalog.label(field), frame.t),
      );
    });
  }

  /** The load an editor of a new report (createReport, quickCreate) opens as: edit mode, filters collapsed. */
  private editorConfig(
    accessToken: string,
    config: Pick<models.IReportCreateConfiguration, 'settings' | 'theme'>,
  ): ReportLoadConfig {
    return {
      accessToken,
      id: UNSAVED_REPORT_ID,
      viewMode: models.ViewMode.Edit,
      // The editor starts with the filter pane collapsed: the canvas needs the room beside the authoring pane.
      settings: {
        ...config.settings,
        panes: {
          ...config.settings?.panes,
          filters: { expanded: false, ...config.settings?.panes?.filters },
        },
      },
      theme: config.theme,
    };
  }

  /** A new report's and its first page's names, in the viewer's language, until save as names them. */
  private newNames() {
    return { report: this.frame.t('authoring.untitledReport'), page: this.frame.t('newPage', { number: 1 }) };
  }

  private open(
    config: ReportLoadConfig,
    phased: boolean,
    fetchContent: (api: AnalyticsApi) => Promise<ReportContent>,
  ): Promise<ReportSession | undefined> {
    const { frame } = this;
    frame.paint.reset();
    let warnings: models.IError[] = [];
    const aggregationLabel = aggregationLabelOf(frame.t);
    return this.lifecycle
      .start(config.accessToken, config.settings?.hideErrors === true, async (tokens) => {
        const api = frame.createApi(tokens);
        const content = await fetchContent(api);
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
