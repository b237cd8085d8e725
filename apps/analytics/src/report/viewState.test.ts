import { decodeViewState, encodeViewState } from '@nuvem/api-contract/paths';
import { models } from '@nuvem/embed';
import { FieldCatalog } from '../data/fieldCatalog';
import { reportContent } from '../testing/demoContent';
import { initialReportState } from './initialReportState';
import type { ReportState } from './reportState';
import { applyViewState, captureViewState } from './viewState';

const catalog = new FieldCatalog(reportContent().dataset, 'pt-BR', (fn, field) => `${fn} ${field}`);
const base = (): ReportState =>
  initialReportState(reportContent(), { id: 'r', accessToken: 't' }, catalog).state;
const basic = (column: string, values: string[]) =>
  ({
    $schema: 'http://powerbi.com/product/schema#basic',
    target: { table: 'Consumo', column },
    filterType: 1,
    operator: 'In',
    values,
  }) as models.IFilter;

function changed(): ReportState {
  const state = base();
  return {
    ...state,
    activePage: 'Details',
    filters: {
      report: [basic('Região', ['Sul'])],
      pages: { Overview: [basic('Serviço', ['IaaS'])], Details: [] },
      visuals: { 'Details/table': [basic('Região', ['Norte'])] },
    },
    slicers: { 'Overview/serviceSlicer': [basic('Serviço', ['PaaS'])] },
    settings: {
      layoutType: models.LayoutType.Custom,
      customLayout: { pagesLayout: { Details: { visualsLayout: { trend: { displayState: { mode: 1 } } } } } },
    },
  };
}

test('capture then apply gives the captured view back, through the state string', () => {
  const captured = captureViewState(changed(), { allPages: true });
  const decoded = decodeViewState(encodeViewState(captured));
  expect(decoded).toEqual(captured);
  const applied = applyViewState(base(), decoded!)!;
  expect(applied.activePage).toBe('Details');
  expect(applied.filters).toEqual(changed().filters);
  expect(applied.slicers).toEqual(changed().slicers);
  expect(captureViewState(applied, { allPages: true })).toEqual(captured);
});

test('without allPages only the active page is captured', () => {
  const captured = captureViewState(changed(), {});
  expect(Object.keys(captured.filters.pages)).toEqual(['Details']);
  expect(captured.slicers).toEqual({});
  expect(captured.displayStates).toEqual({ 'Details/table': 0, 'Details/trend': 1 });
});

test('a state for a page the report lacks is not applied; entries for missing visuals are skipped', () => {
  const captured = captureViewState(changed(), { allPages: true });
  expect(applyViewState(base(), { ...captured, activePage: 'Gone' })).toBeUndefined();
  const extra = {
    ...captured,
    filters: { ...captured.filters, visuals: { ...captured.filters.visuals, 'Details/gone': [] } },
  };
  expect(Object.keys(applyViewState(base(), extra)!.filters.visuals)).toEqual(['Details/table']);
});
