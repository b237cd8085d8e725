import type { VisualDefinition } from '@nuvem/api-contract';
import type { models } from '@nuvem/embed';
import type { VisualData } from '@nuvem/ui';
import { narrativeOf } from '../../data/smartNarrative';
import { visualDataOf } from '../../data/visualDataOf';
import { queriesData } from '../../data/visualQuery';
import { plannedQueryOf } from '../queryPlan';
import { badRequest, notFound } from '../refusal';
import { pageOf } from '../reportLookups';
import type { ReportSession } from '../reportSession';
import { requireVisual } from './visualActions';

/** The visual's data under the filters now applied: what it shows when that is current, else asked for. */
async function currentDataOf(
  session: ReportSession,
  page: string,
  visual: VisualDefinition,
): Promise<VisualData | undefined> {
  const planned = plannedQueryOf(session.state, session.catalog, page, visual);
  if (!planned) return undefined;
  const shown = session.state.visualData[planned.key];
  if (shown?.status === 'ready' && shown.queryKey === planned.queryKey && shown.data) return shown.data;
  const outcome = await session.cache.get(planned.query, planned.queryKey);
  return outcome.ok ? visualDataOf(outcome.result, planned.roles, session.catalog) : undefined;
}

const summarised = (visual: VisualDefinition) => queriesData(visual) && visual.type !== 'slicer';

/** GET …/visuals/{v}/smartNarrativeInsights: a summary of the visual's data in the frame's language. */
export async function visualNarrative(
  session: ReportSession,
  page: string,
  visual: string,
): Promise<models.ISmartNarratives> {
  const definition = requireVisual(session, page, visual);
  if (!summarised(definition)) throw badRequest('noData', `Visual '${visual}' has no data to summarize.`);
  const data = await currentDataOf(session, page, definition);
  if (!data) throw badRequest('noData', `The data of visual '${visual}' could not be loaded.`);
  const { t, formatCell } = session.context;
  return { summaryText: narrativeOf(definition.title, data, formatCell, t) };
}

/** GET /report/pages/{p}/smartNarrativeInsights: each data visual's summary, titled, in page order. */
export async function pageNarrative(session: ReportSession, page: string): Promise<models.ISmartNarratives> {
  const definition = pageOf(session.state, page);
  if (!definition) throw notFound('page', page);
  const { t, formatCell } = session.context;
  const visuals = definition.visuals.filter(summarised);
  const parts = await Promise.all(
    visuals.map(async (visual) => {
      const data = await currentDataOf(session, page, visual);
      return data
        ? `${visual.title || visual.name}: ${narrativeOf(visual.title, data, formatCell, t)}`
        : undefined;
    }),
  );
  const text = parts.filter((part) => part !== undefined).join('\n');
  return { summaryText: text || t('narrative.page') };
}
