import type { PaginatedReportContent } from '@nuvem/api-contract';
import type { models } from '@nuvem/embed';
import type { AnalyticsApi } from '../data/analyticsApi';
import { aggregationLabelOf, FieldCatalog } from '../data/fieldCatalog';
import { EmbedLifecycle } from '../frame/embedLifecycle';
import type { FrameServices } from '../frame/frameServices';
import { LOAD_FAILED } from '../frame/loadFailure';
import { reportEventUrl, reportHookUrl } from '../protocol/eventUrls';
import { frameError } from '../protocol/frameErrors';
import { PaginatedSession } from './paginatedSession';
import { initialParameterValues } from './statementQuery';

export type PaginatedLoadConfig = models.IPaginatedReportLoadConfiguration & {
  settings?: { hideErrors?: boolean };
};

/**
 * The report over the dataset a binding of the load config puts in place of its own (datasetBindings:
 * sourceDatasetId → targetDatasetId); the target must be one the token reaches, or the load fails as for
 * any content it does not.
 */
async function bound(
  content: PaginatedReportContent,
  bindings: readonly models.IPaginatedReportDatasetBinding[] | undefined,
  api: AnalyticsApi,
): Promise<PaginatedReportContent> {
  const binding = bindings?.find((candidate) => candidate.sourceDatasetId === content.report.datasetId);
  if (!binding || binding.targetDatasetId === content.report.datasetId) return content;
  const dataset = await api.dataset(binding.targetDatasetId);
  return { ...content, dataset, report: { ...content.report, datasetId: dataset.id } };
}

/**
 * The frame's paginated (RDL) report embed (POST /report/load at rdlEmbed): fetches the report (over the
 * dataset its datasetBindings name), takes the config's parameterValues, sends loaded, then the statement's first page is queried and drawn (rendered).
 * Events go to /reports/{uid}/…, as for any report.
 */
export class PaginatedEmbed {
  readonly lifecycle: EmbedLifecycle<PaginatedSession>;

  constructor(private readonly frame: FrameServices) {
    this.lifecycle = new EmbedLifecycle<PaginatedSession>({
      failedMessage: LOAD_FAILED.paginated,
      emitError: (error) => this.emit('error', error),
      askForToken: () => frame.channel.request(reportHookUrl(frame.uid, 'newAccessToken'), {}),
    });
  }

  /** The frame's print dialog (the viewer's 'Imprimir'; the SDK refuses print() for RDL). */
  print(): void {
    this.frame.print();
  }

  emit(event: string, body: unknown = null): void {
    this.frame.channel.emit(reportEventUrl(this.frame.uid, event), body);
  }

  load(config: PaginatedLoadConfig): Promise<PaginatedSession | undefined> {
    const { frame } = this;
    frame.paint.reset();
    let warnings: models.IError[] = [];
    return this.lifecycle
      .start(config.accessToken, config.settings?.hideErrors === true, async (tokens) => {
        const api = frame.createApi(tokens);
        const content = await bound(await api.paginatedReport(config.id), config.datasetBindings, api);
        const initial = initialParameterValues(content.report, content.dataset, config.parameterValues);
        warnings = [
          ...initial.unknown.map((name) =>
            frameError('parameterNotFound', `The report has no parameter '${name}'; its value was left out.`),
          ),
          ...initial.invalid.map((name) =>
            frameError(
              'invalidParameterValue',
              `A value of the parameter '${name}' is not of its type; it was left out.`,
            ),
          ),
        ];
        return new PaginatedSession(
          {
            api,
            locale: frame.locale,
            formatCell: frame.formatCell,
            emit: (event, body) => this.emit(event, body),
            whenDrawn: (token) => frame.paint.whenDrawn(new Map([['statement', token]])),
          },
          content.report,
          content.dataset,
          initial.values,
          new FieldCatalog(content.dataset, frame.locale, aggregationLabelOf(frame.t)),
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
}
