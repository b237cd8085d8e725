import { basicFilter, valueOf } from '../embedSession';
import type { ScenarioEnv } from './scenarioEnv';

/**
 * Visual methods and interactions: export, sort, clone, narratives, slicers, filters, selection, commands,
 * links in tables and buttons.
 */
export function visualScenarios(env: ScenarioEnv): void {
  test('export data (summarized and underlying), sort, clone and smart narrative', async () => {
    const s = env.session();
    await s.embedReport(env.report('Receita por Cliente'));
    const summarized = valueOf<{ data: string }>(
      await s.callOnVisual('Visao_Geral', 'Por_Regiao', 'exportData', 0, 100),
    );
    const [header, ...rows] = summarized.data.trim().split(/\r?\n/);
    expect(header).toContain('Região');
    expect(rows).toHaveLength(3);
    const underlying = valueOf<{ data: string }>(
      await s.callOnVisual('Visao_Geral', 'Por_Regiao', 'exportData', 1, 50),
    );
    expect(underlying.data.trim().split(/\r?\n/).length).toBe(51);

    expect(
      (
        await s.callOnVisual('Visao_Geral', 'Por_Regiao', 'sortBy', {
          orderBy: { table: 'Consumo', column: 'Região' },
          direction: 1,
        })
      ).ok,
    ).toBe(true);

    const clone = valueOf<{ visualName: string }>(
      await s.callOnVisual('Visao_Geral', 'Por_Regiao', 'clone', {}),
    );
    await s.frame.locator(`[data-visual-name="${clone.visualName}"]`).waitFor();

    const narrative = JSON.stringify(
      valueOf(await s.callOnVisual('Visao_Geral', 'Top_Clientes', 'getSmartNarrativeInsights')),
    );
    // A true summary: it names the top client the chart's data table lists first (cells are tab-separated).
    const topClient = (await s.visualText('Top_Clientes'))
      .split('\n')
      .find((line) => /Filial|Serviços/.test(line))!
      .split('\t')[0]!
      .trim();
    expect(narrative).toContain(topClient);
    expect(JSON.stringify(valueOf(await s.callOnPage('Visao_Geral', 'getSmartNarrativeInsights')))).toMatch(
      /[A-Za-zÀ-ú]{4,}/,
    );
  });

  test('a slicer state set by the host narrows the page, and reads back', async () => {
    const s = env.session();
    await s.embedReport(env.report('Receita por Cliente'), { pageName: 'Produtos_Servicos' });
    const slicer = valueOf<{ name: string }[]>(await s.callOnPage('Produtos_Servicos', 'getVisuals')).find(
      (v) => (v as { type?: string }).type === 'slicer',
    )!;
    const from = await s.eventCount();
    const state = { filters: [basicFilter('Consumo', 'Produto', ['Fluig', 'RM'])] };
    expect((await s.callOnVisual('Produtos_Servicos', slicer.name, 'setSlicerState', state)).ok).toBe(true);
    await s.waitForEvent('rendered', from);
    const read = valueOf<{ filters: { values: string[] }[] }>(
      await s.callOnVisual('Produtos_Servicos', slicer.name, 'getSlicerState'),
    );
    expect(read.filters[0]!.values).toEqual(['Fluig', 'RM']);
  });

  test('visual filters apply to that visual only', async () => {
    const s = env.session();
    await s.embedReport(env.report('Receita por Cliente'));
    const filter = basicFilter('Consumo', 'Região', ['São Paulo']);
    expect((await s.callOnVisual('Visao_Geral', 'Por_Regiao', 'setFilters', [filter])).ok).toBe(true);
    const exported = valueOf<{ data: string }>(
      await s.callOnVisual('Visao_Geral', 'Por_Regiao', 'exportData', 0, 100),
    );
    expect(exported.data.trim().split(/\r?\n/)).toHaveLength(2);
    expect(
      valueOf<unknown[]>(await s.callOnVisual('Visao_Geral', 'Top_Clientes', 'getFilters')),
    ).toHaveLength(1);
  });

  test('selecting a data point raises dataSelected and cross-filters the page', async () => {
    const s = env.session();
    await s.embedReport(env.report('Receita por Cliente'));
    const before = await s.visualText('Receita');
    const chart = s.frame.locator('[data-visual-name="Por_Regiao"] [role="img"]');
    await chart.focus();
    await chart.press('ArrowRight');
    const from = await s.eventCount();
    await chart.press('Enter');
    const selected = await s.waitForEvent('dataSelected', from);
    expect(selected.detail).toMatchObject({
      visual: { name: 'Por_Regiao' },
      dataPoints: [{ identity: [{ target: { table: 'Consumo', column: 'Região' } }] }],
    });
    await s.waitForEvent('rendered', from);
    expect(await s.visualText('Receita')).not.toBe(before);
    expect((await s.call('clearSelectedVisuals')).ok).toBe(true);
  });

  test('a menu extension adds a command that raises commandTriggered', async () => {
    const s = env.session();
    await s.embedReport(env.report('Receita por Cliente'), {
      settings: {
        extensions: [
          {
            command: {
              name: 'abrirChamado',
              title: 'Abrir chamado',
              extend: { visualOptionsMenu: { title: 'Abrir chamado', menuLocation: 0 } },
            },
          },
        ],
      },
    });
    const visual = s.frame.locator('[data-visual-name="Por_Regiao"]');
    await visual.hover();
    await visual.getByRole('button', { name: 'Mais opções' }).click();
    const from = await s.eventCount();
    await s.frame.getByRole('menuitem', { name: 'Abrir chamado' }).click();
    expect((await s.waitForEvent('commandTriggered', from)).detail).toMatchObject({
      command: 'abrirChamado',
      visual: { name: 'Por_Regiao' },
    });
  });

  test('a link in a table raises dataHyperlinkClicked with its address (hyperlinkClickBehavior RaiseEvent)', async () => {
    const s = env.session();
    await s.embedReport(env.report('Incidentes por Severidade'), {
      pageName: 'Eventos',
      settings: { hyperlinkClickBehavior: 2 },
    });
    const link = s.frame.locator('[data-visual-name="Tabela_Eventos"] a[href]').first();
    const href = await link.getAttribute('href');
    // The event's page in the portal's security center, on the portal's address (the API's PORTAL_URL).
    expect(href).toMatch(/^https?:\/\/[^/]+\/security-center\?ambiente=\w+&ocorrido_em=[\dT:Z-]+$/);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const from = await s.eventCount();
    await link.click();
    const clicked = await s.waitForEvent('dataHyperlinkClicked', from);
    expect(clicked.detail).toMatchObject({ url: href, visualId: 'Tabela_Eventos' });
    // RaiseEvent: the host decides; the frame opened no tab.
    expect(s.host.context.pages()).toHaveLength(1);
  });

  test('a button raises buttonClicked, then shows its page (pageChanged); it has no data', async () => {
    const s = env.session();
    await s.embedReport(env.report('Receita por Cliente'), { pageName: 'Detalhes' });
    const visuals = valueOf<{ name: string; type: string }[]>(await s.callOnPage('Detalhes', 'getVisuals'));
    expect(visuals).toContainEqual(expect.objectContaining({ name: 'Ver_Clientes', type: 'actionButton' }));
    expect((await s.callOnVisual('Detalhes', 'Ver_Clientes', 'exportData', 0, 10)).ok).toBe(false);
    const from = await s.eventCount();
    await s.frame.getByRole('button', { name: 'Ver clientes' }).click();
    const clicked = await s.waitForEvent('buttonClicked', from);
    expect(clicked.detail).toEqual({ id: 'Ver_Clientes', title: 'Ver clientes', type: 'pageNavigation' });
    const changed = await s.waitForEvent('pageChanged', from);
    expect(changed.detail).toMatchObject({ newPage: { name: 'Clientes' }, oldPage: { name: 'Detalhes' } });
    await s.frame.locator('[data-page-name="Clientes"]').waitFor();
    expect(valueOf<{ name: string }>(await s.call('getActivePage')).name).toBe('Clientes');
  });

  test('a single visual renders alone at the frame size', async () => {
    const s = env.session();
    await s.embed(
      await s.reportConfig(env.report('Receita por Cliente'), {
        type: 'visual',
        pageName: 'Visao_Geral',
        visualName: 'Top_Clientes',
      }),
    );
    await s.waitForEvent('rendered', 0, 60_000);
    const shown = s.frame.locator('[data-visual-name]');
    expect(await shown.count()).toBe(1);
    expect(await shown.getAttribute('data-visual-name')).toBe('Top_Clientes');
    const box = await shown.boundingBox();
    expect(box!.width).toBeGreaterThan(1200);
    expect(box!.height).toBeGreaterThan(650);
    expect((await s.call('getPages')).ok).toBe(false);
  });
}
