import type { ScenarioEnv } from './scenarioEnv';

/**
 * A paginated (RDL) report on the real stack: the SDK loads it as a paginated report (its rdlEmbed URL), the
 * frame shows the statement's first page under the config's parameterValues, pages on, and the SDK refuses
 * the report calls RDL has not, with the anchor's words.
 */
export function paginatedScenarios(env: ScenarioEnv): void {
  test('loads with parameterValues, draws its first page, pages on; refused calls say RDL', async () => {
    const s = env.session();
    const item = env.report('Extrato de Consumo');
    expect(item.embedUrl).toMatch(/\/rdlEmbed\?/);
    await s.embed(
      await s.reportConfig(item, { parameterValues: [{ name: 'Regiao', value: 'Rio de Janeiro' }] }),
    );
    await s.waitForEvent('loaded', 0, 60_000);
    await s.waitForEvent('rendered', 0, 60_000);
    const statement = s.frame.getByRole('article', { name: 'Extrato de Consumo' });
    const table = statement.getByRole('table');
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(5);
    // The header's columns, and only the region asked for in the rows.
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Mês',
      'Cliente',
      'Ambiente',
      'Serviço',
      'Região',
      'Custo Total',
    ]);
    const regions = await table.locator('tbody tr td:nth-child(5)').allInnerTexts();
    expect(new Set(regions)).toEqual(new Set(['Rio de Janeiro']));
    expect(await table.locator('tbody tr').count()).toBe(25);

    const pages = s.frame.getByRole('toolbar', { name: 'Páginas do relatório' });
    const status = pages.getByRole('status');
    const first = await status.innerText();
    expect(first).toMatch(/^Página 1 de \d+$/);
    await pages.getByRole('button', { name: 'Próxima página' }).click();
    await expect.poll(() => status.innerText()).toMatch(/^Página 2 de \d+$/);
    expect(await pages.getByRole('button', { name: 'Imprimir' }).isEnabled()).toBe(true);

    const refused = await s.call('getPages');
    expect(refused.ok).toBe(false);
    expect(JSON.stringify(refused)).toMatch(/This API is currently not supported for RDL reports/);
  });
}
