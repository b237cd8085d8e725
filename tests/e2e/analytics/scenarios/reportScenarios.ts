import { basicFilter, valueOf } from '../embedSession';
import type { ScenarioEnv } from './scenarioEnv';

/** Report-level methods: load (plain and phased), filters, bookmarks, settings, modes, save, theme, state. */
export function reportScenarios(env: ScenarioEnv): void {
  test('filters at report level change the data, and a bad filter changes nothing', async () => {
    const s = env.session();
    await s.embedReport(env.report('Receita por Cliente'));
    const before = await s.visualText('Receita');
    expect(before).toMatch(/R\$/);

    const from = await s.eventCount();
    expect((await s.call('setFilters', [basicFilter('Consumo', 'Região', ['São Paulo'])])).ok).toBe(true);
    await s.waitForEvent('filtersApplied', from);
    await s.waitForEvent('rendered', from);
    expect(await s.visualText('Receita')).not.toBe(before);
    expect(valueOf<unknown[]>(await s.call('getFilters'))).toMatchObject([{ values: ['São Paulo'] }]);

    const refused = await s.call('setFilters', [{ filterType: 1, target: { table: 'Consumo' } }]);
    expect(refused.ok).toBe(false);
    const unknownField = await s.call('setFilters', [basicFilter('Consumo', 'Não existe', ['x'])]);
    expect(unknownField.ok).toBe(false);
    expect(valueOf<unknown[]>(await s.call('getFilters'))).toMatchObject([{ values: ['São Paulo'] }]);

    // Add puts a second filter beside the first; RemoveAll (removeFilters) clears them.
    const add = await s.model<number>('FiltersOperations.Add');
    expect((await s.call('updateFilters', add, [basicFilter('Consumo', 'Produto', ['Protheus'])])).ok).toBe(
      true,
    );
    expect(valueOf<unknown[]>(await s.call('getFilters'))).toHaveLength(2);
    const cleared = await s.eventCount();
    await s.call('removeFilters');
    expect(valueOf<unknown[]>(await s.call('getFilters'))).toEqual([]);
    await s.waitForEvent('rendered', cleared);
    expect(await s.visualText('Receita')).toBe(before);
  });

  test('phased load: prepare sends loaded, render sends rendered', async () => {
    const s = env.session();
    await s.embed(await s.reportConfig(env.report('Uso de CPU e Memória')), { phased: true });
    await s.waitForEvent('loaded', 0, 60_000);
    expect(await s.events('rendered')).toEqual([]);
    const from = await s.eventCount();
    expect((await s.call('render')).ok).toBe(true);
    await s.waitForEvent('rendered', from, 60_000);
    expect(await s.frame.locator('[data-visual-name]').count()).toBeGreaterThan(2);
  });

  test('bookmarks: list, apply by name, capture and apply a state, play', async () => {
    const s = env.session();
    await s.embedReport(env.report('Receita por Cliente'));
    const bookmarks = valueOf<{ name: string }[]>(await s.call('bookmarksManager.getBookmarks'));
    expect(bookmarks.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Ultimos_12_Meses', 'Ano_Corrente', 'Sao_Paulo']),
    );

    // The region bookmark (the suites' one month of history lies within every date bookmark's range): on
    // its page, the revenue card narrows to São Paulo.
    let from = await s.eventCount();
    await s.call('setPage', 'Clientes');
    await s.waitForEvent('rendered', from);
    const all = await s.visualText('Receita_Clientes');
    from = await s.eventCount();
    await s.call('bookmarksManager.apply', 'Sao_Paulo');
    expect((await s.waitForEvent('bookmarkApplied', from)).detail).toMatchObject({
      bookmarkName: 'Sao_Paulo',
    });
    await s.waitForEvent('rendered', from);
    const narrowed = await s.visualText('Receita_Clientes');
    expect(narrowed).not.toBe(all);

    // A captured state, applied after another bookmark took the report elsewhere, brings São Paulo back.
    const captured = valueOf<{ state: string }>(await s.call('bookmarksManager.capture'));
    expect(captured.state).toMatch(/^nuvem1\./);
    from = await s.eventCount();
    await s.call('bookmarksManager.apply', 'Ano_Corrente');
    await s.waitForEvent('rendered', from);
    from = await s.eventCount();
    expect((await s.call('bookmarksManager.applyState', captured.state)).ok).toBe(true);
    await s.waitForEvent('rendered', from);
    expect(await s.visualText('Receita_Clientes')).toBe(narrowed);
    expect((await s.call('bookmarksManager.applyState', 'not-a-state')).ok).toBe(false);

    // Play mode (BookmarksPlayMode.Presentation = 1) shows the slideshow bar; 0 turns it off.
    expect((await s.call('bookmarksManager.play', 1)).ok).toBe(true);
    await s.frame.getByRole('toolbar').waitFor();
    expect((await s.call('bookmarksManager.play', 0)).ok).toBe(true);
    await s.frame.getByRole('toolbar').waitFor({ state: 'detached' });
  });

  test('settings: the filter pane, page navigation and a hidden visual', async () => {
    const s = env.session();
    await s.embedReport(env.report('Receita por Cliente'), {
      settings: { filterPaneEnabled: false, navContentPaneEnabled: false },
    });
    await expect(s.frame.getByRole('tab', { name: 'Clientes' }).count()).resolves.toBe(0);
    expect(
      (
        await s.call('updateSettings', {
          panes: { filters: { visible: true }, pageNavigation: { visible: true } },
        })
      ).ok,
    ).toBe(true);
    await s.frame.getByRole('tab', { name: 'Clientes' }).waitFor();
    await s.frame.getByPlaceholder('Pesquisar').first().waitFor();

    // VisualContainerDisplayMode.Hidden = 1.
    expect((await s.call('setVisualDisplayState', 'Visao_Geral', 'Por_Produto', 1)).ok).toBe(true);
    await s.frame.locator('[data-visual-name="Por_Produto"]').waitFor({ state: 'detached' });
    expect((await s.call('resizeVisual', 'Visao_Geral', 'Por_Regiao', 500, 300)).ok).toBe(true);
    expect((await s.call('resizeActivePage', 4, 1600, 900)).ok).toBe(true);
    // A mobile layout after a desktop one is refused (embed spec §4).
    expect((await s.call('switchLayout', 2)).ok).toBe(false);
  });

  test('edit mode, save and save as', async () => {
    const s = env.session();
    await s.embedReport(env.report('Margem por Produto'), { permissions: 7, viewMode: 0 });
    expect((await s.call('switchMode', 'edit')).ok).toBe(true);
    const page = valueOf<{ name: string }>(await s.call('getActivePage'));
    const visuals = valueOf<{ name: string }[]>(await s.callOnPage(page.name, 'getVisuals'));
    // A custom layout (moveVisual) is a view setting, as Power BI has it; a new page is a change to save.
    expect((await s.call('moveVisual', page.name, visuals[0]!.name, 20, 20)).ok).toBe(true);
    expect(valueOf<boolean>(await s.call('isSaved'))).toBe(true);
    const added = valueOf<{ name: string; displayName: string }>(await s.call('addPage', 'Nova página'));
    expect(added.displayName).toBe('Nova página');
    expect(valueOf<boolean>(await s.call('isSaved'))).toBe(false);

    const from = await s.eventCount();
    expect((await s.call('save')).ok).toBe(true);
    expect((await s.waitForEvent('saved', from)).detail).toMatchObject({ saveAs: false });
    expect(valueOf<boolean>(await s.call('isSaved'))).toBe(true);

    const name = `Cópia ${env.sdk} ${Date.now()}`;
    const beforeCopy = await s.eventCount();
    expect((await s.call('saveAs', { name })).ok).toBe(true);
    const copy = await s.waitForEvent('saved', beforeCopy);
    expect(copy.detail).toMatchObject({ saveAs: true, reportName: name });
    const copies = (await env.diego().biItems()).filter((i) => i.type === 'report' && i.name === name);
    expect(copies).toHaveLength(1);
    // The copy holds the added page.
    const pages = valueOf<{ displayName: string }[]>(await s.call('getPages'));
    expect(pages.map((p) => p.displayName)).toContain('Nova página');
  });

  test('a view-only token cannot switch to edit mode or save', async () => {
    const s = env.session();
    // diego views the 'Operações de Nuvem' workspace: his tokens for it allow view only.
    await s.embedReport(env.report('Uso de CPU e Memória'));
    expect((await s.call('switchMode', 'edit')).ok).toBe(false);
    expect((await s.call('save')).ok).toBe(false);
  });

  test('theme, zoom, persistent filters, refresh, overlays, print and the correlation id', async () => {
    const s = env.session();
    await s.embedReport(env.report('Uso de CPU e Memória'), { settings: { persistentFiltersEnabled: true } });
    const theme = { themeJson: { name: 'Teste', dataColors: ['#112233', '#445566', '#778899'] } };
    expect((await s.call('applyTheme', theme)).ok).toBe(true);
    expect(valueOf<{ themeJson: { name: string } }>(await s.call('getTheme')).themeJson.name).toBe('Teste');
    expect((await s.call('resetTheme')).ok).toBe(true);
    expect(valueOf<{ themeJson: { name: string } }>(await s.call('getTheme')).themeJson.name).not.toBe(
      'Teste',
    );

    expect(valueOf<number>(await s.call('getZoom'))).toBe(1);
    expect((await s.call('setZoom', 1.5)).ok).toBe(true);
    expect(valueOf<number>(await s.call('getZoom'))).toBe(1.5);
    expect((await s.call('setZoom', 10)).ok).toBe(false);

    await s.call('setFilters', [basicFilter('Máquinas Virtuais', 'Região', ['São Paulo'])]);
    expect((await s.call('savePersistentFilters')).ok).toBe(true);
    expect(valueOf<boolean>(await s.call('arePersistentFiltersApplied'))).toBe(true);
    expect((await s.call('resetPersistentFilters')).ok).toBe(true);
    expect(valueOf<boolean>(await s.call('arePersistentFiltersApplied'))).toBe(false);

    const from = await s.eventCount();
    expect((await s.call('refresh')).ok).toBe(true);
    await s.waitForEvent('rendered', from);
    expect((await s.call('closeAllOverlays')).ok).toBe(true);
    expect((await s.call('clearSelectedVisuals', true)).ok).toBe(true);
    expect(valueOf<string>(await s.call('getCorrelationId'))).toMatch(/^[0-9a-f-]{36}$/);
    // Last: the print dialog holds the frame's event loop until it closes, so nothing may ask the frame after it.
    expect((await s.call('print')).ok).toBe(true);
  });
}
