import { basicFilter, valueOf } from '../embedSession';
import type { ScenarioEnv } from './scenarioEnv';

interface PageInfo {
  name: string;
  displayName: string;
  isActive: boolean;
}

/** Pages: list, activate (from the report and from the page), filters per page, layouts, add/rename/delete. */
export function pageScenarios(env: ScenarioEnv): void {
  test('pages: list, set the active one (pageChanged), their visuals and layouts', async () => {
    const s = env.session();
    await s.embedReport(env.report('Receita por Cliente'));
    const pages = valueOf<PageInfo[]>(await s.call('getPages'));
    expect(pages.map((p) => p.displayName)).toEqual([
      'Visão Geral',
      'Clientes',
      'Produtos e Serviços',
      'Lançamentos',
    ]);
    expect(pages.filter((p) => p.isActive).map((p) => p.name)).toEqual(['Visao_Geral']);

    const from = await s.eventCount();
    await s.call('setPage', 'Clientes');
    const changed = await s.waitForEvent('pageChanged', from);
    expect((changed.detail as { newPage: { name: string } }).newPage.name).toBe('Clientes');
    await s.frame.locator('[data-page-name="Clientes"]').waitFor();
    expect(valueOf<PageInfo>(await s.call('getActivePage')).name).toBe('Clientes');

    const visuals = valueOf<{ name: string; type: string; title: string }[]>(
      await s.callOnPage('Clientes', 'getVisuals'),
    );
    expect(visuals.map((v) => v.type)).toContain('tableEx');
    expect(valueOf<boolean>(await s.callOnPage('Clientes', 'hasLayout', 0))).toBe(true);
    expect(valueOf<boolean>(await s.callOnPage('Clientes', 'hasLayout', 2))).toBe(false);

    const back = await s.eventCount();
    expect((await s.callOnPage('Produtos_Servicos', 'setActive')).ok).toBe(true);
    await s.waitForEvent('pageChanged', back);
    await s.frame.locator('[data-page-name="Produtos_Servicos"]').waitFor();
    expect((await s.call('setPage', 'Nao_Existe')).ok).toBe(false);
  });

  test('page filters narrow that page only', async () => {
    const s = env.session();
    await s.embedReport(env.report('Receita por Cliente'));
    const before = await s.visualText('Receita');
    const from = await s.eventCount();
    const filter = basicFilter('Consumo', 'Produto', ['Fluig']);
    expect((await s.callOnPage('Visao_Geral', 'setFilters', [filter])).ok).toBe(true);
    await s.waitForEvent('rendered', from);
    expect(await s.visualText('Receita')).not.toBe(before);
    expect(valueOf<unknown[]>(await s.callOnPage('Visao_Geral', 'getFilters'))).toMatchObject([
      { values: ['Fluig'] },
    ]);
    expect(valueOf<unknown[]>(await s.callOnPage('Clientes', 'getFilters'))).toEqual([]);
    expect((await s.callOnPage('Visao_Geral', 'removeFilters')).ok).toBe(true);
    expect(valueOf<unknown[]>(await s.callOnPage('Visao_Geral', 'getFilters'))).toEqual([]);
  });

  test('in edit mode a page is added, renamed and deleted', async () => {
    const s = env.session();
    await s.embedReport(env.report('Receita por Cliente'), { permissions: 7 });
    await s.call('switchMode', 'edit');
    const added = valueOf<PageInfo>(await s.call('addPage', 'Rascunho'));
    expect((await s.call('renamePage', added.name, 'Rascunho final')).ok).toBe(true);
    let pages = valueOf<PageInfo[]>(await s.call('getPages'));
    expect(pages.find((p) => p.name === added.name)?.displayName).toBe('Rascunho final');
    expect((await s.call('deletePage', added.name)).ok).toBe(true);
    pages = valueOf<PageInfo[]>(await s.call('getPages'));
    expect(pages.map((p) => p.name)).not.toContain(added.name);
  });
}
