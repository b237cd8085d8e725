import { insightPath, newReportPath } from './insightPaths';

describe('insightPath', () => {
  it.each([
    [{ id: 'd1', kind: 'dashboard' as const }, '/insights/d1'],
    [{ id: 'r1', kind: 'biReport' as const }, '/insights/bi/r1'],
    [{ id: 'b1', kind: 'biDashboard' as const }, '/insights/bi/b1'],
    [{ id: 'a/b?c', kind: 'dashboard' as const }, '/insights/a%2Fb%3Fc'],
  ])('%j lives at %s', (insight, path) => {
    expect(insightPath(insight)).toBe(path);
  });
});

test('the report editor carries its workspace and dataset in the query', () => {
  expect(newReportPath({ workspaceId: 'w 1', datasetId: 'consumo' })).toBe(
    '/insights/bi/new?workspace=w+1&dataset=consumo',
  );
});
