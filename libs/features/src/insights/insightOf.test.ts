import type { BiItem, BiWorkspace } from '@nuvem/api-contract';
import { biInsightOf, dashboardInsightOf, principalOf } from './insightOf';

const workspaces: BiWorkspace[] = [{ id: 'w1', name: 'Financeiro Corporativo', access: 'edit' }];

describe('insightOf', () => {
  it('maps a dashboard, keeping an empty category empty', () => {
    expect(dashboardInsightOf({ DashboardId: 'd1', Name: 'Visão Geral', category: '' })).toEqual({
      id: 'd1',
      name: 'Visão Geral',
      category: '',
      kind: 'dashboard',
    });
  });

  it.each<[BiItem, string, string]>([
    [
      {
        id: 'r1',
        type: 'report',
        name: 'Receita',
        reportType: 'PowerBIReport',
        embedUrl: 'u',
        workspaceId: 'w1',
      },
      'Receita',
      'biReport',
    ],
    [
      { id: 'b1', type: 'dashboard', displayName: 'Painel', embedUrl: 'u', workspaceId: 'w1' },
      'Painel',
      'biDashboard',
    ],
  ])('names a BI %# by name (reports) or displayName (dashboards)', (item, name, kind) => {
    expect(biInsightOf(item, workspaces)).toEqual({
      id: item.id,
      name,
      category: 'Financeiro Corporativo',
      kind,
    });
  });

  it('gives a BI item of an unknown workspace no category', () => {
    const item: BiItem = {
      id: 'r1',
      type: 'report',
      name: 'R',
      reportType: 'PowerBIReport',
      embedUrl: 'u',
      workspaceId: 'w9',
    };
    expect(biInsightOf(item, workspaces).category).toBe('');
  });

  it.each([
    [['UpdateDashboard', 'DeleteDashboard'], true],
    [['DescribeDashboard', 'UpdateDashboard', 'QueryDashboard', 'DeleteDashboard'], true],
    [['UpdateDashboard'], false],
    [['DeleteDashboard'], false],
    [[], false],
    [['updatedashboard', 'deletedashboard'], false],
  ])('a principal with %j is an administrator: %s (spec §5, the 2 actions)', (actions, admin) => {
    expect(principalOf({ Principal: 'ana@acme.example', PrincipalType: 'user', Actions: actions })).toEqual({
      principal: 'ana@acme.example',
      admin,
    });
  });

  it('marks an insights group as one', () => {
    expect(
      principalOf({ Principal: 'Financeiro Acme', PrincipalType: 'group', Actions: ['DescribeDashboard'] }),
    ).toEqual({ principal: 'Financeiro Acme', admin: false, group: true });
  });
});
